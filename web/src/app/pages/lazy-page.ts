import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A page whose code is downloaded the first time it is shown. */
export type LazyPage = LazyExoticComponent<ComponentType>;

/**
 * A page component split off the first load: `lazyPage(() => import('<module>').then((m) => m.SomePage))`.
 * It renders inside a Suspense boundary (see page-routes.tsx).
 */
export const lazyPage = (load: () => Promise<ComponentType>): LazyPage =>
  lazy(async () => ({ default: await load() }));
