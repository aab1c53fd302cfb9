// The contacts module's public surface: what other modules and the composition may use of it (eslint.config.mjs).
export type { ContactDeps } from './contact-deps';
export { contactSearchTexts, contactSortName, matchesName, type SearchText } from './contact-names';
export type { ContactRecord } from './contact-record';
export {
  ContactChangedError,
  ContactLimitError,
  type ContactPage,
  type ContactPageRequest,
  type ContactRepository,
} from './contact-repository';
export { contactRoutes } from './contact-routes';
