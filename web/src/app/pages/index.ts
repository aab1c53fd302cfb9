export type { PageAccess, PageEntry, PageLayout, SidebarEntry } from './page-entry';
export { adminAreaElement, pageRoutes, rootRoute, templateTestElement } from './page-routes';
export { pageEntries, pageTable } from './page-table';
