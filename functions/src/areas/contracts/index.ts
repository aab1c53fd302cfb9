// The contracts module's public surface: what other modules may use of it (eslint.config.mjs enforces it).
export { markContractPaidItems } from './contract-payment';
export { isPaid, type ContractRecord, type PinnedTemplate } from './contract-record';
export { createContractReader } from './contract-repository';
