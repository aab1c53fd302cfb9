import { centsToEuro, toCents } from '@redigo/shared/money';
import { contractMessages } from '@redigo/shared/messages/contracts';
import { paymentMessages } from '@redigo/shared/messages/payments';
import { CHECKOUT_SESSION_ID_PATTERN } from '@redigo/shared/schemas/payments';
import { InvalidDocumentError } from '../../errors/app-errors';
import { contractCallerOf, contractRefusal, guardContract } from '../../security/contract-access-policy';
import { jitteredPause } from '../../ports/jittered-pause';
import { purchasedDocumentKey, requestPdfAfterPurchase } from '../contract-pdfs';
import type { InvoicedPayment } from '../invoices';
import {
  isPaid,
  paidContract,
  payableContract,
  storePurchasedDocument,
  type ContractRecord,
  type PinnedTemplate,
} from '../contracts';
import type { CheckoutSession } from './checkout-sessions';
import { amountRefusalOf, claimedContractId, refusalOf, type PaymentClaim } from './payment-checks';
import type { PaymentDeps } from './payment-deps';
import { PaymentNotVerifiedError } from './payment-errors';
import type { PaymentRecord, SessionMarker } from './payment-record';
import { requestRedlineAfterPurchase } from './redline-after-purchase';

const { reasons } = paymentMessages;
const MAX_ATTEMPTS = 8;

/**
 * A payment recorded: its id, and whether it is new to the claimant (the webhook answers it to Stripe; POST /payment
 * answers 201 for it, else 200): for the webhook, whether this call recorded it; for a payer's claim (POST
 * /payment), whether this call is the client's first confirmation of the session (see `recordedFor`).
 */
export interface RecordedPayment {
  id: string;
  created: boolean;
}

/**
 * The payment the session recorded before this call; a claim that names another contract is refused. A payer's
 * claim is the client's confirmation: Stripe (and the local stand-in, always) may deliver the webhook before the
 * browser is back, and the client's first confirmation is still `created`, through a mark on the payment set once
 * by a conditional write (set in the recording transaction when a payer's claim recorded it).
 */
const recordedFor = async (
  deps: PaymentDeps,
  claim: PaymentClaim,
  marker: Pick<SessionMarker, 'paymentId' | 'contractId'>,
): Promise<RecordedPayment> => {
  // The payer was checked on the contract (claimedContract): on a studio contract another member may confirm it.
  if (claim.contractId !== undefined && claim.contractId !== marker.contractId)
    throw new PaymentNotVerifiedError(reasons.otherDocument);
  const firstConfirmation =
    claim.payerId !== undefined && (await deps.payments.confirmByClient(marker.paymentId));
  return { id: marker.paymentId, created: firstConfirmation };
};

/** The payment a session recorded already, if any (see `recordedFor`). */
const recordedBefore = async (
  deps: PaymentDeps,
  claim: PaymentClaim,
): Promise<RecordedPayment | undefined> => {
  const marker = await deps.payments.findBySession(claim.sessionId);
  return marker && recordedFor(deps, claim, marker);
};

/**
 * POST /payment names a contract: the caller must be allowed to buy it (security/contract-access-policy.ts: 404 when
 * they may not see it, 403 for a collaboratore), checked before anything is asked of Stripe. The contract read serves the first recording attempt too
 * (the recording transaction's condition refuses it if it changed meanwhile, and the next attempt reads it anew).
 */
const claimedContract = async (
  deps: PaymentDeps,
  claim: PaymentClaim,
): Promise<ContractRecord | undefined> => {
  if (claim.contractId === undefined) return undefined;
  const contract = await deps.contracts(claim.contractId);
  if (claim.payerId === undefined) return contract;
  const payer = await contractCallerOf(deps, { userId: claim.payerId, role: 'user' });
  return guardContract(payer, contract, 'buy', contractMessages.contractNotFound);
};

/** The session as Stripe knows it; an id that is not a Checkout Session's is never sent to Stripe. */
const verifiedSession = async (deps: PaymentDeps, sessionId: string): Promise<CheckoutSession> => {
  const session = CHECKOUT_SESSION_ID_PATTERN.test(sessionId)
    ? await deps.sessions.retrieve(sessionId)
    : undefined;
  if (!session) throw new PaymentNotVerifiedError(reasons.unknownSession);
  return session;
};

/**
 * Who bought the contract: the member who confirmed it (POST /payment); for the webhook alone, on a `studio`
 * contract, the account whose PEC the session's customer address is (the cart prefills the buyer's PEC) when that
 * account may buy it (contract-access-policy.ts), else the contract's owner. A Payment Link carries nothing else
 * of the buyer: a payer who changes the address on Stripe's page is recorded as the owner until they confirm.
 */
const buyerOf = async (
  deps: PaymentDeps,
  session: CheckoutSession,
  contract: ContractRecord,
  claim: PaymentClaim,
): Promise<string> => {
  if (claim.payerId !== undefined) return claim.payerId;
  const email = session.customerEmail?.trim();
  if (contract.studioId === undefined || !email) return contract.userId;
  const account = await deps.payers.findByPec(email);
  if (!account || account.id === contract.userId) return contract.userId;
  const payer = await contractCallerOf(deps, { userId: account.id, role: 'user' });
  return contractRefusal(payer, contract, 'buy', contractMessages.contractNotFound)
    ? contract.userId
    : account.id;
};

const newPayment = (
  deps: PaymentDeps,
  session: CheckoutSession,
  contract: ContractRecord,
  claim: PaymentClaim,
  buyerId: string,
): PaymentRecord => {
  const now = deps.clock.now().toISOString();
  const amountCents = session.amountTotal ?? 0;
  return {
    id: deps.ids.newId(),
    transactionId: session.id,
    price: centsToEuro(amountCents),
    contractId: contract.id,
    userId: buyerId,
    currency: 'eur',
    amountCents,
    ...(claim.payerId !== undefined ? { confirmedByClient: true } : {}),
    createdAt: now,
    updatedAt: now,
  };
};

/** The payment, once its invoice is issued (or left waiting for billing data): see PaymentInvoicing. */
const settled = async (
  deps: PaymentDeps,
  payment: RecordedPayment,
  written?: InvoicedPayment,
): Promise<RecordedPayment> => {
  await deps.invoicing.settle(payment.id, written);
  return payment;
};

/**
 * Stores the purchased document, unless the pinned master would render it invalid: the payment is recorded all the
 * same (the lawyer paid), no bad file is stored, and the download renders it again from the pinned version.
 * True when the document is stored.
 */
export const storeUnlessInvalid = async (
  deps: PaymentDeps,
  contract: ContractRecord & { pinned: PinnedTemplate },
  documentKey: string,
): Promise<boolean> => {
  try {
    await storePurchasedDocument(deps, contract, documentKey);
    return true;
  } catch (error) {
    if (!(error instanceof InvalidDocumentError)) throw error;
    deps.logger.log('error', 'Purchased document not stored: the pinned master renders it invalid', {
      contractId: contract.id,
      problems: error.errors,
    });
    return false;
  }
};

/**
 * Records the payment of a Stripe Checkout Session, shared by POST /payment and the webhook. A contract the claim
 * names must exist and be the claimant's (404). The session is asked of Stripe (the caller's figures are never
 * trusted) and must be paid, refer to the contract (the claim's, owned
 * by the claimant, for POST /payment) and charge its pinned price plus VAT in EUR cents; otherwise
 * PaymentNotVerifiedError (402), also when the contract was bought through another session. A contract that is
 * not COMPLETED: ConflictError (409). The full document is rendered from the pinned master and stored before
 * the one transaction that records the payment and marks the contract paid, so a session is recorded once per
 * contract whatever the order, duplication or concurrency of the calls; a repeat answers the same payment id
 * (`created`: see RecordedPayment).
 * The same transaction writes the payment's waiting invoice; it is issued before the answer. The document's PDF
 * is queued right after the transaction (contract-pdfs: a queue that fails never fails the payment).
 */
export const recordPayment = async (deps: PaymentDeps, claim: PaymentClaim): Promise<RecordedPayment> => {
  const claimed = await claimedContract(deps, claim);
  const known = await recordedBefore(deps, claim);
  if (known) return settled(deps, known);
  const session = await verifiedSession(deps, claim.sessionId);
  const contractId = claimedContractId(claim, session);
  let storedKey: string | undefined;
  let documentStored = false;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    const contract = attempt === 1 && claimed?.id === contractId ? claimed : await deps.contracts(contractId);
    const refusal = refusalOf(session, contract, claim);
    if (refusal || !contract) throw new PaymentNotVerifiedError(refusal ?? reasons.otherDocument);
    if (isPaid(contract)) {
      const recorded = await recordedBefore(deps, claim);
      if (recorded) return recorded;
      throw new PaymentNotVerifiedError(reasons.paidElsewhere);
    }
    const payable = payableContract(contract);
    const { pinned } = payable;
    const amountRefusal = amountRefusalOf(session, pinned);
    if (amountRefusal) throw new PaymentNotVerifiedError(amountRefusal);
    const documentKey = purchasedDocumentKey(contract);
    const payment = newPayment(deps, session, contract, claim, await buyerOf(deps, session, contract, claim));
    // `{avvocato.*}` write the buyer's account; `{studio.*}` the buyer's studio for a member.
    if (storedKey !== documentKey)
      documentStored = await storeUnlessInvalid(deps, { ...payable, userId: payment.userId }, documentKey);
    storedKey = documentKey;
    const membership = await deps.studios.membershipOf(payment.userId);
    const invoiced: InvoicedPayment = {
      paymentId: payment.id,
      userId: payment.userId,
      ...(membership && { studioId: membership.studioId }),
      contractId: contract.id,
      title: pinned.name,
      priceCents: toCents(pinned.price),
      totalCents: payment.amountCents,
      paidAt: payment.createdAt,
    };
    const paid = paidContract(contract, { id: payment.id, updatedAt: payment.updatedAt }, documentKey);
    const invoice = deps.invoicing.waitingInvoice(invoiced);
    const outcome = await deps.payments.record({ payment, contract: { read: contract, paid }, invoice });
    switch (outcome.kind) {
      case 'recorded':
        if (documentStored) {
          await requestPdfAfterPurchase(deps, { contractId: contract.id, documentKey });
          await requestRedlineAfterPurchase(deps, contract, documentKey);
        }
        return settled(deps, { id: payment.id, created: true }, invoiced);
      case 'recordedBefore':
        return settled(deps, await recordedFor(deps, claim, outcome));
      case 'contractChanged':
      case 'busy':
        // The next attempt reads the contract again: paid meanwhile, or changed, or only busy.
        await jitteredPause(0, 15 * attempt);
    }
  }
  throw new Error(`The payment of session ${session.id} stayed unrecorded after ${MAX_ATTEMPTS} attempts`);
};
