export type { PageEntry } from './page-entry';
export { adminAreaRoute, pageRoutes, rootRoute, templateTestRoute, wizardRoute } from './page-routes';
export { pageEntries } from './page-table';
