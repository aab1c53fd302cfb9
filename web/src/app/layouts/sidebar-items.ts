import { paths } from '@redigo/shared/paths';
import type { Role } from '@redigo/shared/roles';

export interface SidebarItem {
  label: string;
  to: string;
}

/** The sidebar of each role (docs/product-spec.md section 2, Shell). */
export const sidebarItems: Record<Role, readonly SidebarItem[]> = {
  user: [
    { label: 'Nuovo documento', to: paths.contracts },
    { label: 'Archivio', to: paths.historical },
    { label: 'Profilo', to: paths.reservedArea },
  ],
  admin: [
    { label: 'Documenti generati', to: paths.usersContracts },
    { label: 'Utenti', to: paths.users },
    { label: 'Master inseriti', to: paths.templatesCreated },
    { label: 'Categorie inserite', to: paths.categories },
    { label: 'Editor', to: paths.master },
    { label: 'Crea utente editor', to: paths.addUser },
    { label: 'Crea categoria', to: paths.newCategory },
    { label: 'Fatture', to: paths.invoices },
  ],
  editor: [
    { label: 'Master inseriti', to: paths.templatesCreated },
    { label: 'Editor', to: paths.master },
  ],
};

/** An entry is highlighted when the current path contains its route. */
export const isSidebarItemActive = (pathname: string, item: SidebarItem): boolean =>
  pathname.includes(item.to);

/** Every role but admin sees the external FAQ and support link. */
export const showsFaqLink = (role: Role): boolean => role !== 'admin';
