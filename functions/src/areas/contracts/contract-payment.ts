import { contractMessages as messages } from '@redigo/shared/messages/contracts';
import { ConflictError } from '../../errors/app-errors';
import { isPaid, type ContractPayment, type ContractRecord } from './contract-record';

/**
 * For the payments area: `contract` (as read) once paid by `payment`, with its purchased document stored at
 * `documentKey` in the documents bucket, one version further. The payments' repository records it in the same
 * transaction as the payment, on the condition that the contract is still at the version read and unpaid.
 * Throws ConflictError (409) for a contract that is not COMPLETED with a pinned template, or is already paid.
 */
export const paidContract = (
  contract: ContractRecord,
  payment: ContractPayment,
  documentKey: string,
): ContractRecord => {
  if (isPaid(contract)) throw new ConflictError(messages.paidCannotChange);
  if (contract.status !== 'COMPLETED' || !contract.pinned) throw new ConflictError(messages.notPayable);
  return {
    ...contract,
    paymentId: payment,
    documentKey,
    version: contract.version + 1,
    updatedAt: payment.updatedAt,
  };
};
