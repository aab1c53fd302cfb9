/**
 * What the other tables' transactions may write into the contracts table (the payment's transaction marks the
 * contract paid; a review of a client's answers writes the draft): the contracts folder's public surface for the
 * other table folders.
 */
export { contractWriteItems } from './contract-items';
