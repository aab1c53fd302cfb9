// The contacts module's public surface: what other modules and the composition may use of it (eslint.config.mjs).
export { contactSearchTexts, contactSortName, matchesName, type SearchText } from './contact-names';
export type { ContactRecord } from './contact-record';
export {
  ContactChangedError,
  ContactLimitError,
  type ContactPage,
  type ContactPageRequest,
  type ContactRepository,
} from './contact-repository';
export { createContactUseCases, type ContactDeps, type ContactUseCases } from './contact-use-cases';
export { createContactsArea } from './contacts-area';
