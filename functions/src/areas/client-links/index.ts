// The client links module's public surface: what other modules may use of it (eslint.config.mjs enforces it).
export type { ClientLinkDeps, Lawyer, LawyerDirectory } from './client-link-deps';
export { clientRoutes } from './client-routes';
export { lawyerLinkRoutes } from './lawyer-link-routes';
export type {
  ClientLinkRecord,
  ClientLinkState,
  ClientWorkRecord,
  ProposalsRecord,
} from './client-link-record';
export { StaleLinkError, type ClientLinkRepository } from './client-link-repository';
