import { contractMessages as messages } from '@redigo/shared/messages/contracts';
import { ConflictError } from '../../errors/app-errors';
import type { TransactItem } from '../../ports/transact-item';
import { counterItems, putContractItem } from './contract-items';
import { isPaid, type ContractPayment, type ContractRecord } from './contract-record';

/**
 * For the payments area: the transaction items that mark `contract` (as read, e.g. with `createContractReader`)
 * paid by `payment`, with its purchased document stored at `documentKey` in the documents bucket, and move it to
 * the paid lists' counters. Put them in the same transaction as the payment's own items.
 *
 * The first item is the contract's: its condition fails (index 0 of the cancellation reasons) when the contract
 * changed since it was read or was paid meanwhile; then nothing is written and the caller reads it again.
 * Throws ConflictError (409) for a contract that is not COMPLETED with a pinned template, or is already paid.
 */
export const markContractPaidItems = (
  contractsTable: string,
  contract: ContractRecord,
  payment: ContractPayment,
  documentKey: string,
): TransactItem[] => {
  if (isPaid(contract)) throw new ConflictError(messages.paidCannotChange);
  if (contract.status !== 'COMPLETED' || !contract.pinned) throw new ConflictError(messages.notPayable);
  const paid: ContractRecord = {
    ...contract,
    paymentId: payment,
    documentKey,
    version: contract.version + 1,
    updatedAt: payment.updatedAt,
  };
  return [putContractItem(contractsTable, paid, contract), ...counterItems(contractsTable, contract, paid)];
};
