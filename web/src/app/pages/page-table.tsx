import type { PageName } from '@redigo/shared/paths';
import { ForgotPasswordPage } from '../../features/auth/pages/forgot-password-page';
import { LoginPage } from '../../features/auth/pages/login-page';
import { LogoutPage } from '../../features/auth/pages/logout-page';
import { RegistrationPage } from '../../features/auth/pages/registration-page';
import { ResetPasswordPage } from '../../features/auth/pages/reset-password-page';
import { VerifyEmailPage } from '../../features/auth/pages/verify-email-page';
import { lazyPage } from './lazy-page';
import type { PageAccess, PageEntry } from './page-entry';

const visitors = { kind: 'public' } as const satisfies PageAccess;
const lawyers = { kind: 'signed-in', roles: ['user'] } as const satisfies PageAccess;
const staff = { kind: 'signed-in', roles: ['admin', 'editor'] } as const satisfies PageAccess;
/** Admin-only pages: an editor is sent to the template list (the editor's home). */
const adminOnly = { kind: 'signed-in', roles: ['admin'] } as const satisfies PageAccess;

/** The address book's screens (list, new, edit): one chunk, loaded when the lawyer opens the Rubrica. */
const contactPages = () => import('../../features/contacts');

/** The studio's screens (the studio, the invitation): one chunk, loaded when a lawyer opens one of them. */
const studioPages = () => import('../../features/studio');

/** The admin screens: one chunk of their own, downloaded only by staff (docs/design.md). */
const adminPages = () => import('./admin-area');

/**
 * Every page of the SPA, once (docs/product-spec.md section 2): who may open it, its layout, its lazily loaded
 * component and its sidebar entry. The paths come from @redigo/shared/paths, which the server's e-mail links
 * use too; the router (page-routes.tsx), the routing guard (guards/route-guard-rules.ts) and the sidebar
 * (layouts/sidebar-items.ts) read this table. A page name missing here, or misspelled, fails the type check.
 *
 * The pages are loaded lazily, each the first time it is shown, but for the sign-in screens (the public layout's):
 * they are where a visitor lands from outside (the address bar, a mailed link), and their form must answer the
 * first key press as soon as the document has loaded, which code loaded on demand would not.
 */
export const pageTable = {
  root: { access: { kind: 'entry' }, redirectTo: 'login' },

  login: {
    access: visitors,
    layout: 'public',
    component: LoginPage,
  },
  logout: {
    access: { kind: 'public', signedInStays: 'always' },
    layout: 'public',
    component: LogoutPage,
  },
  registration: {
    access: visitors,
    layout: 'public',
    component: RegistrationPage,
  },
  passwordRecovery: {
    access: visitors,
    layout: 'public',
    component: ForgotPasswordPage,
  },
  // A reset link opened while signed in (the profile's 'change password' mails one) must still work.
  resetPassword: {
    access: { kind: 'public', signedInStays: 'with-token' },
    layout: 'public',
    component: ResetPasswordPage,
  },
  verifyEmail: {
    access: visitors,
    layout: 'public',
    component: VerifyEmailPage,
  },

  // A lawyer's client opens it from a mail, with no account; a lawyer trying a link is let in as anyone.
  clientForm: {
    access: { kind: 'link' },
    layout: 'client',
    component: lazyPage(() =>
      import('../../features/client-form/pages/client-form-page').then((m) => m.ClientFormPage),
    ),
  },

  user: { access: lawyers, layout: 'shell', redirectTo: 'contracts' },
  contracts: {
    access: lawyers,
    layout: 'shell',
    homeOf: ['user'],
    component: lazyPage(() =>
      import('../../features/catalogue/pages/catalogue-page').then((m) => m.CataloguePage),
    ),
    sidebar: { label: 'Nuovo documento', order: 1, roles: ['user'] },
  },
  historical: {
    access: lawyers,
    layout: 'shell',
    component: lazyPage(() => import('../../features/archive/pages/archive-page').then((m) => m.ArchivePage)),
    sidebar: { label: 'Archivio', order: 2, roles: ['user'] },
  },
  documentDetail: {
    access: lawyers,
    layout: 'shell',
    component: lazyPage(() =>
      import('../../features/archive/pages/document-detail-page').then((m) => m.DocumentDetailPage),
    ),
  },
  clientData: {
    access: lawyers,
    layout: 'shell',
    component: lazyPage(() =>
      import('../../features/client-link/pages/client-data-page').then((m) => m.ClientDataPage),
    ),
  },
  reservedArea: {
    access: lawyers,
    layout: 'shell',
    component: lazyPage(() => import('../../features/profile/pages/profile-page').then((m) => m.ProfilePage)),
    sidebar: { label: 'Profilo', order: 5, roles: ['user'] },
  },
  studio: {
    access: lawyers,
    layout: 'shell',
    component: lazyPage(() => studioPages().then((m) => m.StudioPage)),
    sidebar: { label: 'Studio', order: 4, roles: ['user'] },
  },
  // Opened from a mail: a visitor signs in first and comes back to it, token and all.
  studioInvitation: {
    access: { ...lawyers, returnAfterLogin: true },
    layout: 'shell',
    component: lazyPage(() => studioPages().then((m) => m.InvitationPage)),
  },
  contacts: {
    access: lawyers,
    layout: 'shell',
    component: lazyPage(() => contactPages().then((m) => m.ContactsPage)),
    sidebar: { label: 'Rubrica', order: 3, roles: ['user'] },
  },
  addContact: {
    access: lawyers,
    layout: 'shell',
    component: lazyPage(() => contactPages().then((m) => m.NewContactPage)),
  },
  editContact: {
    access: lawyers,
    layout: 'shell',
    component: lazyPage(() => contactPages().then((m) => m.EditContactPage)),
  },
  newContract: { access: lawyers, layout: 'wizard', redirectTo: 'survey' },
  survey: {
    access: lawyers,
    layout: 'wizard',
    component: lazyPage(() =>
      import('../../features/contract-wizard/pages/survey-page').then((m) => m.SurveyPage),
    ),
  },
  summary: {
    access: lawyers,
    layout: 'wizard',
    component: lazyPage(() =>
      import('../../features/contract-wizard/pages/summary-page').then((m) => m.SummaryPage),
    ),
  },
  preview: {
    access: lawyers,
    layout: 'wizard',
    component: lazyPage(() =>
      import('../../features/contract-wizard/pages/preview-page').then((m) => m.PreviewPage),
    ),
  },
  cart: {
    access: lawyers,
    layout: 'wizard',
    component: lazyPage(() =>
      import('../../features/contract-wizard/pages/cart-page').then((m) => m.CartPage),
    ),
  },

  admin: { access: staff, layout: 'shell', redirectTo: 'usersContracts' },
  usersContracts: {
    access: adminOnly,
    layout: 'shell',
    homeOf: ['admin'],
    component: lazyPage(() => adminPages().then((m) => m.GeneratedDocumentsPage)),
    sidebar: { label: 'Documenti generati', order: 1, roles: ['admin'] },
  },
  usersContractDetail: {
    access: adminOnly,
    layout: 'shell',
    component: lazyPage(async () => {
      const { DocumentDetailPage } = await import('../../features/archive/pages/document-detail-page');
      return () => <DocumentDetailPage variant="admin" />;
    }),
  },
  users: {
    access: adminOnly,
    layout: 'shell',
    component: lazyPage(() => adminPages().then((m) => m.UsersPage)),
    sidebar: { label: 'Utenti', order: 2, roles: ['admin'] },
  },
  templatesCreated: {
    access: staff,
    layout: 'shell',
    homeOf: ['editor'],
    component: lazyPage(() => adminPages().then((m) => m.TemplatesPage)),
    sidebar: { label: 'Master inseriti', order: 3, roles: ['admin', 'editor'] },
  },
  templateTestSurvey: {
    access: staff,
    layout: 'test-flow',
    component: lazyPage(() => adminPages().then((m) => m.TemplateTestSurveyPage)),
  },
  templateTestSummary: {
    access: staff,
    layout: 'test-flow',
    component: lazyPage(() => adminPages().then((m) => m.TemplateTestSummaryPage)),
  },
  templateTestPreview: {
    access: staff,
    layout: 'test-flow',
    component: lazyPage(() => adminPages().then((m) => m.TemplateTestPreviewPage)),
  },
  templateHistory: {
    access: staff,
    layout: 'shell',
    component: lazyPage(() => adminPages().then((m) => m.TemplateHistoryPage)),
  },
  master: {
    access: staff,
    layout: 'shell',
    component: lazyPage(() => adminPages().then((m) => m.MasterPage)),
    sidebar: { label: 'Editor', order: 5, roles: ['admin', 'editor'] },
  },
  uploadQuestions: {
    access: staff,
    layout: 'shell',
    component: lazyPage(() => adminPages().then((m) => m.UploadQuestionsPage)),
  },
  categories: {
    access: staff,
    layout: 'shell',
    component: lazyPage(() => adminPages().then((m) => m.CategoriesPage)),
    sidebar: { label: 'Categorie inserite', order: 4, roles: ['admin'] },
  },
  newCategory: {
    access: { ...adminOnly, elsewhere: { editor: 'categories' } },
    layout: 'shell',
    component: lazyPage(() => adminPages().then((m) => m.CategoryFormPage)),
    sidebar: { label: 'Crea categoria', order: 7, roles: ['admin'] },
  },
  addUser: {
    access: adminOnly,
    layout: 'shell',
    component: lazyPage(() => adminPages().then((m) => m.AddEditorPage)),
    sidebar: { label: 'Crea utente editor', order: 6, roles: ['admin'] },
  },
  invoices: {
    access: adminOnly,
    layout: 'shell',
    component: lazyPage(() => adminPages().then((m) => m.InvoicesPage)),
    sidebar: { label: 'Fatture', order: 8, roles: ['admin'] },
  },
} as const satisfies Record<PageName, PageEntry>;

/** The pages with their names, in the table's order. */
export const pageEntries = Object.entries(pageTable) as ReadonlyArray<[PageName, PageEntry]>;
