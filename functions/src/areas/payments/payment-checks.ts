import { totalCentsWithVat } from '@redigo/shared/money';
import { paymentMessages } from '@redigo/shared/messages/payments';
import type { ContractRecord, PinnedTemplate } from '../contracts';
import type { CheckoutSession } from './checkout-sessions';

const { reasons } = paymentMessages;

/** Who claims that a Checkout Session paid a contract. */
export interface PaymentClaim {
  sessionId: string;
  /** POST /payment: the contract the caller names. The webhook names none: the session's reference counts. */
  contractId?: string;
  /** POST /payment: the caller, who must be allowed to buy the contract (its owner, or an avvocato of its studio). */
  payerId?: string;
}

/** The contract a claim is about: the one it names, else the session's `client_reference_id`. */
export const claimedContractId = (claim: PaymentClaim, session: CheckoutSession): string =>
  claim.contractId ?? session.clientReferenceId ?? '';

/**
 * Why `session` does not pay `contract` for `claim`, or undefined when it does, save for the amount (see
 * `amountRefusalOf`): the session must be paid and refer to the contract, which must exist and, for POST
 * /payment, be the one named (whose purchase by the caller recordPayment has checked first).
 */
export const refusalOf = (
  session: CheckoutSession,
  contract: ContractRecord | undefined,
  claim: PaymentClaim,
): string | undefined => {
  if (session.paymentStatus !== 'paid') return reasons.notPaid;
  if (!contract || session.clientReferenceId !== contract.id) return reasons.otherDocument;
  if (claim.contractId !== undefined && claim.contractId !== contract.id) return reasons.otherDocument;
  return undefined;
};

/** Why the amount paid is not the pinned price plus VAT in EUR cents, or undefined when it is. */
export const amountRefusalOf = (
  session: CheckoutSession,
  pinned: Pick<PinnedTemplate, 'price'>,
): string | undefined =>
  session.currency?.toLowerCase() === 'eur' && session.amountTotal === totalCentsWithVat(pinned.price)
    ? undefined
    : reasons.wrongAmount;
