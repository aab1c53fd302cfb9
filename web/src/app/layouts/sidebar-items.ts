import { paths } from '@redigo/shared/paths';
import type { Role } from '@redigo/shared/roles';
import { pageEntries } from '../pages';

export interface SidebarItem {
  label: string;
  to: string;
}

const itemsOf = (role: Role): readonly SidebarItem[] =>
  pageEntries
    .flatMap(([page, { sidebar }]) => (sidebar?.roles.includes(role) ? [{ page, sidebar }] : []))
    .sort((a, b) => a.sidebar.order - b.sidebar.order)
    .map(({ page, sidebar }) => ({ label: sidebar.label, to: paths[page] }));

/** The sidebar of each role (docs/product-spec.md section 2, Shell), from the page table's sidebar entries. */
export const sidebarItems: Record<Role, readonly SidebarItem[]> = {
  user: itemsOf('user'),
  admin: itemsOf('admin'),
  editor: itemsOf('editor'),
};

/** An entry is highlighted when the current path contains its route. */
export const isSidebarItemActive = (pathname: string, item: SidebarItem): boolean =>
  pathname.includes(item.to);

/** Every role but admin sees the external FAQ and support link. */
export const showsFaqLink = (role: Role): boolean => role !== 'admin';
