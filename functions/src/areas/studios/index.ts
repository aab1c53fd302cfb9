// The studios module's public surface: what other modules and the composition may use of it (eslint.config.mjs).
export type { InvitationEntry, InvitationToken, MemberEntry, StudioRecord } from './studio-record';
export {
  AlreadyInStudioError,
  StudioChangedError,
  type StudioChange,
  type StudioRepository,
} from './studio-repository';
export type { InvitationMail, MemberAccount, MemberAccounts, StudioDeps } from './studio-deps';
export { invitationRoutes } from './invitation-routes';
export { memberRoutes } from './member-routes';
export { studioRoutes } from './studio-routes';
