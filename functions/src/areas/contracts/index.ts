// The contracts module's public surface: what other modules may use of it (eslint.config.mjs enforces it).
export type { ContractDeps } from './contract-deps';
export { contractDocumentRoutes } from './contract-document-routes';
export type { ContractListFilter, ContractPage, PageRequest } from './contract-list-filter';
export { isInScope, listStateOf, type ListScope, type ListState } from './contract-lists';
export { paidContract, payableContract } from './contract-payment';
export { reviewedContract } from './contract-review';
export { contractRoutes } from './contract-routes';
export {
  isPaid,
  pinnedVersionOf,
  pinTemplate,
  type ContractPayment,
  type ContractRecord,
  type ContractSummary,
  type PinnedTemplate,
} from './contract-record';
export { renderPinned, storePurchasedDocument, type PurchasedDocumentDeps } from './purchased-document';
export { PinnedFileGoneError, StaleContractError, type ContractRepository } from './contract-repository';
export { createTemplateSource, type TemplateSource } from './template-source';
