/** Users and registrations, for admins: the list, accepting or refusing a lawyer's registration, a new editor. */
export { AddEditorPage } from './pages/add-editor-page';
export { UsersPage } from './pages/users-page';
