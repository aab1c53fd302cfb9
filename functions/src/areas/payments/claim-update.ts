import { contractMessages } from '@redigo/shared/messages/contracts';
import { templateVersionMessages as messages } from '@redigo/shared/messages/template-versions';
import { isFreeUpdate } from '@redigo/shared/domain/template-versions';
import { ConflictError, ContractNotAcceptableError } from '../../errors/app-errors';
import { contractCallerOf, guardContract } from '../../security/contract-access-policy';
import type { Principal } from '../../security/principal';
import { purchasedDocumentKey, requestPdfAfterPurchase } from '../contract-pdfs';
import { isPaid, paidContract, pinnedVersionOf, type ContractRecord } from '../contracts';
import type { PaymentDeps } from './payment-deps';
import { UpdateNotFreeError } from './payment-errors';
import type { PaymentRecord } from './payment-record';

import { storeUnlessInvalid } from './record-payment';
import { requestRedlineAfterPurchase } from './redline-after-purchase';

/**
 * The Checkout Session id a free update is recorded under: none was opened, and one per original and version, so
 * that a paid contract gives one free update to each version however many drafts its owner makes by update.
 */
const claimTransactionId = (
  contract: ContractRecord & { pinned: NonNullable<ContractRecord['pinned']> },
): string => `aggiornamento_${contract.updates?.id ?? contract.id}_v${pinnedVersionOf(contract.pinned)}`;

/** Whether the original's free update to this contract's version was claimed by another contract. */
const claimedByAnother = async (deps: PaymentDeps, transactionId: string, contractId: string) => {
  const claimed = await deps.payments.findBySession(transactionId);
  return claimed !== undefined && claimed.contractId !== contractId;
};

/**
 * Whether `contract`, made by update from `original`, is a free update: the original is paid and a version published
 * between the two (a correction or a change of law) came within 365 days of its payment.
 */
const isFreeUpdateOf = async (
  deps: Pick<PaymentDeps, 'releases'>,
  contract: ContractRecord,
  original: ContractRecord | undefined,
): Promise<boolean> => {
  if (!original?.paymentId || !original.pinned || !contract.pinned) return false;
  const [from, to] = [pinnedVersionOf(original.pinned), pinnedVersionOf(contract.pinned)];
  if (to <= from || original.pinned.templateId !== contract.pinned.templateId) return false;
  const versions = Array.from({ length: to - from }, (_, index) => from + 1 + index);
  const releases = await deps.releases.of(contract.pinned.templateId, versions);
  return isFreeUpdate(releases, original.paymentId.updatedAt);
};

/** The 0 € payment of a free update, by the caller who claims it. */
const freePayment = (
  deps: PaymentDeps,
  contract: ContractRecord,
  transactionId: string,
  payerId: string,
): PaymentRecord => {
  const now = deps.clock.now().toISOString();
  return {
    id: deps.ids.newId(),
    transactionId,
    price: 0,
    kind: 'aggiornamento',
    contractId: contract.id,
    userId: payerId,
    currency: 'eur',
    amountCents: 0,
    confirmedByClient: true,
    createdAt: now,
    updatedAt: now,
  };
};

/**
 * POST /contract/{id}/claim-update (docs/api.md, "Template versions and updates"): the owner's (404 for anyone else)
 * COMPLETED contract made by update from a paid original whose update is free, paid at 0 €: its full document
 * rendered and stored as at any purchase, then one transaction records the payment (`kind: aggiornamento`, no
 * Stripe, no invoice: nothing is sold) and marks the contract paid, so that concurrent claims make one payment and
 * the others answer 409. 409 when not made by update or already paid; 402 UPDATE_NOT_FREE when the update is not
 * free, or when another draft made by update from the same original already claimed its free update to this
 * version (one free update per original and version; the others are bought in the cart); 418 when not COMPLETED. Its PDF is queued as after a purchase.
 */
export const claimFreeUpdate = async (
  deps: PaymentDeps,
  caller: Principal,
  id: string,
): Promise<{ paymentId: string }> => {
  const contract = guardContract(
    await contractCallerOf(deps, caller),
    await deps.contracts(id),
    'buy',
    contractMessages.contractNotFound,
  );
  if (!contract.updates) throw new ConflictError(messages.notAnUpdate);
  if (isPaid(contract)) throw new ConflictError(messages.alreadyPaid);
  if (!(await isFreeUpdateOf(deps, contract, await deps.contracts(contract.updates.id))))
    throw new UpdateNotFreeError();
  const { pinned } = contract;
  if (contract.status !== 'COMPLETED' || !pinned)
    throw new ContractNotAcceptableError(messages.claimNeedsCompleted);
  const transactionId = claimTransactionId({ ...contract, pinned });
  if (await claimedByAnother(deps, transactionId, contract.id))
    throw new UpdateNotFreeError(messages.freeAlreadyClaimed);
  const documentKey = purchasedDocumentKey(contract);
  const stored = await storeUnlessInvalid(deps, { ...contract, pinned }, documentKey);
  const payment = freePayment(deps, contract, transactionId, caller.userId);
  const paid = paidContract(contract, { id: payment.id, updatedAt: payment.updatedAt }, documentKey);
  const outcome = await deps.payments.record({ payment, contract: { read: contract, paid } });
  if (outcome.kind === 'recordedBefore') {
    // Claimed meanwhile: by another draft (the free update is used), or for this one (it is paid).
    throw outcome.contractId === contract.id
      ? new ConflictError(messages.alreadyPaid)
      : new UpdateNotFreeError(messages.freeAlreadyClaimed);
  }
  if (outcome.kind !== 'recorded') {
    const now = await deps.contracts(id);
    throw new ConflictError(now && isPaid(now) ? messages.alreadyPaid : contractMessages.staleContract);
  }
  deps.metrics.count('UpdatesClaimed');
  if (stored) {
    await requestPdfAfterPurchase(deps, { contractId: contract.id, documentKey });
    await requestRedlineAfterPurchase(deps, contract, documentKey);
  }
  return { paymentId: payment.id };
};
