export type { PageAccess, PageEntry, PageLayout, SidebarEntry } from './page-entry';
export { adminAreaRoute, pageRoutes, rootRoute, templateTestRoute, wizardRoute } from './page-routes';
export { pageEntries, pageTable } from './page-table';
