import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { paths, type PageName } from '@redigo/shared/paths';
import { Loader } from '../../components/ui/feedback';
import { isLazyPage, lazyPage } from './lazy-page';
import type { PageEntry, PageLayout } from './page-entry';
import { pageEntries, pageTable } from './page-table';

/** The admin area's frames, from the admin chunk like its screens. */
const AdminArea = lazyPage(() => import('./admin-area').then((m) => m.AdminArea));
const TemplateTestLayout = lazyPage(() => import('./admin-area').then((m) => m.TemplateTestLayout));

/** The lawyer's questionnaire frame: the whole questionnaire flow, loaded when a compilation starts. */
const WizardLayout = lazyPage(() => import('../layouts/wizard-layout').then((m) => m.WizardLayout));

/** What a route shows and loads, whatever its place in the tree. */
type RouteBody = Pick<RouteObject, 'element' | 'loader' | 'hydrateFallbackElement'>;

const inAdminArea = (path: string): boolean => path.startsWith(`${paths.admin}/`);

/**
 * A route showing `Component`. A lazily loaded one is preloaded by the route's loader: the router commits a
 * navigation (and changes the address) once the page's code is in, as it did when every page was in the first
 * load; on the first page the Loader shows meanwhile.
 */
const routeOf = (Component: ComponentType, path: string): RouteBody => {
  if (!isLazyPage(Component)) return { element: <Component /> };
  const loading = inAdminArea(path) ? "Caricamento dell'area di amministrazione..." : undefined;
  return {
    element: <Component />,
    loader: async () => {
      await Component.preload();
      return null;
    },
    hydrateFallbackElement: <Loader label={loading} />,
  };
};

const routeOfPage = (page: PageName, entry: PageEntry): RouteBody => {
  if (entry.redirectTo) return { element: <Navigate to={paths[entry.redirectTo]} replace /> };
  if (!entry.component) throw new Error(`The page table gives ${page} neither a component nor a redirect`);
  return routeOf(entry.component, paths[page]);
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
        ? { index: true, ...routeOfPage(page, entry) }
        : { path: paths[page], ...routeOfPage(page, entry) },
    );

/** The root's route: it only sends on (the routing guard does so first). */
export const rootRoute: RouteObject = { path: paths.root, ...routeOfPage('root', pageTable.root) };

/** The frames of the admin area, loaded with its screens (their `children` are given by the router). */
export const adminAreaRoute = routeOf(AdminArea, paths.usersContracts);
export const templateTestRoute = routeOf(TemplateTestLayout, paths.templateTestSurvey);
export const wizardRoute = routeOf(WizardLayout, paths.survey);
