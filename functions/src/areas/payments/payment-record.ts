import type { Payment, PaymentKind } from '@redigo/shared/domain/payment';

/**
 * A recorded payment, one per payment in the payments table, keyed by `id` (a UUID). Two markers sit beside it,
 * written in the same transaction, so that a Checkout Session pays one contract once and a contract is paid once:
 * the session's and the contract's.
 */
export interface PaymentRecord {
  id: string;
  /** The Stripe Checkout Session id. */
  transactionId: string;
  /** The total paid in euro, VAT included, two decimals. */
  price: number;
  contractId: string;
  /** The payer: the contract's owner. */
  userId: string;
  /** Lower-case ISO code, as Stripe writes it: always `eur`. */
  currency: string;
  amountCents: number;
  /** `aggiornamento`: a free update claimed at 0 € (no Stripe session, no invoice); absent for a purchase. */
  kind?: PaymentKind;
  /**
   * Set once, when the client's POST /payment first confirms the payment (in the recording transaction when that
   * call recorded it): that call answers 201, later ones 200. Absent while only the webhook has seen it.
   */
  confirmedByClient?: boolean;
  createdAt: string;
  updatedAt: string;
}

/** The session's marker: which payment a Checkout Session recorded, for which contract and payer. */
export interface SessionMarker {
  paymentId: string;
  contractId: string;
  userId: string;
  createdAt: string;
}

/** The contract's marker: the payment and session that bought a contract. */
export interface ContractMarker {
  paymentId: string;
  transactionId: string;
  createdAt: string;
}

/** GET /payment/{id}: what the API shows of a payment. */
export const toPaymentView = (record: PaymentRecord): Payment => ({
  id: record.id,
  transactionId: record.transactionId,
  price: record.price,
  contractId: record.contractId,
  updatedAt: record.updatedAt,
  ...(record.kind && { kind: record.kind }),
});
