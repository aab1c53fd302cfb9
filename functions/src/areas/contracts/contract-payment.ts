import { contractMessages as messages } from '@redigo/shared/messages/contracts';
import { ConflictError } from '../../errors/app-errors';
import { isPaid, type ContractPayment, type ContractRecord, type PinnedTemplate } from './contract-record';

/**
 * The one rule of what may be bought: a COMPLETED contract with its pinned template, returned typed as such;
 * anything else is refused with ConflictError (409). Whether it is paid already is the caller's to check first.
 */
export const payableContract = (contract: ContractRecord): ContractRecord & { pinned: PinnedTemplate } => {
  const { pinned } = contract;
  if (contract.status !== 'COMPLETED' || !pinned) throw new ConflictError(messages.notPayable);
  return { ...contract, pinned };
};

/**
 * For the payments area: `contract` (as read) once paid by `payment`, with its purchased document stored at
 * `documentKey` in the documents bucket, one version further. The payments' repository records it in the same
 * transaction as the payment, on the condition that the contract is still at the version read and unpaid.
 * Throws ConflictError (409) for a contract already paid, or not payable (see `payableContract`).
 */
export const paidContract = (
  contract: ContractRecord,
  payment: ContractPayment,
  documentKey: string,
): ContractRecord => {
  if (isPaid(contract)) throw new ConflictError(messages.paidCannotChange);
  return {
    ...payableContract(contract),
    paymentId: payment,
    documentKey,
    version: contract.version + 1,
    updatedAt: payment.updatedAt,
  };
};
