import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { paths, type PageName } from '@redigo/shared/paths';
import { Loader } from '../../components/ui/feedback';
import { lazyPage } from './lazy-page';
import type { PageEntry, PageLayout } from './page-entry';
import { pageEntries, pageTable } from './page-table';

const ADMIN_LOADING = "Caricamento dell'area di amministrazione...";

/** The admin area's frames, from the admin chunk like its screens. */
const AdminArea = lazyPage(() => import('../../features/admin/admin-pages').then((m) => m.AdminArea));
const TemplateTestLayout = lazyPage(() =>
  import('../../features/admin/admin-pages').then((m) => m.TemplateTestLayout),
);

const inAdminArea = (page: PageName): boolean => paths[page].startsWith(`${paths.admin}/`);

/** A lazily loaded component with the Loader while its code arrives. */
export const suspended = (Component: ComponentType, loading?: string): ReactNode => (
  <Suspense fallback={<Loader label={loading} />}>
    <Component />
  </Suspense>
);

const elementOf = (page: PageName, entry: PageEntry): ReactNode => {
  if (entry.redirectTo) return <Navigate to={paths[entry.redirectTo]} replace />;
  if (!entry.component) throw new Error(`The page table gives ${page} neither a component nor a redirect`);
  return suspended(entry.component, inAdminArea(page) ? ADMIN_LOADING : undefined);
};

/**
 * The routes of the pages in `layout` below `parent`: the page at the parent's own path becomes its index
 * route (an area's root sends on to its first page).
 */
export const pageRoutes = (layout: PageLayout, parent: PageName | null = null): RouteObject[] =>
  pageEntries
    .filter(([page, entry]) => {
      if (entry.layout !== layout) return false;
      return parent === null || paths[page] === paths[parent] || paths[page].startsWith(`${paths[parent]}/`);
    })
    .map(([page, entry]) =>
      parent !== null && paths[page] === paths[parent]
        ? { index: true, element: elementOf(page, entry) }
        : { path: paths[page], element: elementOf(page, entry) },
    );

/** The root's route: it only sends on (the routing guard does so first). */
export const rootRoute: RouteObject = { path: paths.root, element: elementOf('root', pageTable.root) };

/** The frames of the admin area, loaded with its screens. */
export const adminAreaElement = suspended(AdminArea, ADMIN_LOADING);
export const templateTestElement = suspended(TemplateTestLayout, ADMIN_LOADING);
