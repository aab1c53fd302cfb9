// The contracts module's public surface: what other modules may use of it (eslint.config.mjs enforces it).
export * from './contract-items';
export * from './contract-list-keys';
export { markContractPaidItems } from './contract-payment';
export type { ContractDeps } from './contract-deps';
export * from './contract-pages';
export { isPaid, type ContractRecord, type PinnedTemplate } from './contract-record';
export * from './contract-repository';
export { createContractsArea } from './contracts-area';
export { createTemplateSource } from './template-source';
