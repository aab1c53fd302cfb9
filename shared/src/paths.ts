import { CLIENT_PAGE_PATH } from './client-link-url';

/**
 * The SPA's page paths (docs/product-spec.md section 2), the single source for the router, the links and the
 * absolute links the server puts in e-mails.
 */
export const paths = {
  root: '/',
  login: '/login',
  logout: '/logout',
  registration: '/registrazione',
  passwordRecovery: '/recupero-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  /** The client's page of a link (docs/api.md, "The client's data by link"): public, the token in the path. */
  clientForm: `${CLIENT_PAGE_PATH}/:token`,

  user: '/user',
  contracts: '/user/contratti',
  historical: '/user/archivio',
  documentDetail: '/user/archivio/dettaglio-documento',
  reservedArea: '/user/area-personale',
  newContract: '/user/nuovo-contratto',
  survey: '/user/nuovo-contratto/questionario',
  summary: '/user/nuovo-contratto/riepilogo',
  preview: '/user/nuovo-contratto/anteprima',
  cart: '/user/nuovo-contratto/carrello',
  contacts: '/user/rubrica',
  addContact: '/user/rubrica/nuovo',
  editContact: '/user/rubrica/modifica',
  clientData: '/user/archivio/dati-cliente',
  /** The lawyer's studio (docs/api.md, "The studio: several lawyers, one firm"). */
  studio: '/user/studio',
  /** The invitation's link mailed to a PEC, `?token=`: the invited lawyer accepts it once signed in. */
  studioInvitation: '/user/studio/invito',

  admin: '/admin',
  usersContracts: '/admin/contratti-utenti',
  usersContractDetail: '/admin/contratti-utenti/dettaglio-documento',
  users: '/admin/utenti',
  templatesCreated: '/admin/master-inseriti',
  templateTestSurvey: '/admin/master-inseriti/questionario',
  templateTestSummary: '/admin/master-inseriti/riepilogo',
  templateTestPreview: '/admin/master-inseriti/anteprima',
  templateHistory: '/admin/master-inseriti/cronologia',
  master: '/admin/nuovo-documento',
  uploadQuestions: '/admin/nuovo-documento/caricamento-domande',
  categories: '/admin/categorie',
  newCategory: '/admin/nuova-categoria',
  addUser: '/admin/crea-editor',
  invoices: '/admin/fatture',
} as const;

export type PageName = keyof typeof paths;

/** A page's href, with an optional query. */
export const getHref = (page: PageName, query?: Record<string, string>): string => {
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  return `${paths[page]}${search}`;
};

/** An absolute link to a page, for e-mails and payment redirects. */
export const absoluteUrl = (appUrl: string, page: PageName, query?: Record<string, string>): string =>
  `${appUrl.replace(/\/+$/, '')}${getHref(page, query)}`;
