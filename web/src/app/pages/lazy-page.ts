import { createElement, lazy, type ComponentType, type FunctionComponent } from 'react';

/** A page whose code is downloaded the first time it is needed; `preload` fetches it ahead of the render. */
export interface LazyPage extends FunctionComponent {
  preload: () => Promise<unknown>;
}

/**
 * A page component split off the first load: `lazyPage(() => import('<module>').then((m) => m.SomePage))`, a
 * React.lazy component. The router preloads it before it commits a navigation (page-routes.tsx), so the page
 * renders at once; a render before its code is in suspends up to the boundary of guards/route-guard.tsx.
 */
export const lazyPage = (load: () => Promise<ComponentType>): LazyPage => {
  let loaded: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;
  const preload = () =>
    (pending ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Deferred = lazy(async () => ({ default: await preload() }));
  const Page = () => createElement(loaded ?? Deferred);
  return Object.assign(Page, { preload });
};

export const isLazyPage = (component: ComponentType): component is LazyPage => 'preload' in component;
