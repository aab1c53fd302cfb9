import type { ContractRecord } from '../contracts';
import type { InvoiceRecord } from '../invoices';
import type { PaymentRecord, SessionMarker } from './payment-record';

/** A contract as read, unpaid, and the same contract paid (see `paidContract` of the contracts area). */
export interface ContractBought {
  read: ContractRecord;
  paid: ContractRecord;
}

/** What one transaction records: a payment, the contract it pays, and the payment's waiting invoice (none at 0 €). */
export interface PaymentRecording {
  payment: PaymentRecord;
  contract: ContractBought;
  invoice?: InvoiceRecord;
}

/**
 * What recording a payment came to; nothing is written unless `recorded`:
 * - `recorded`: the payment, its markers, the contract paid and the invoice, all written by this call;
 * - `recordedBefore`: the session was recorded already, with this payment for this contract;
 * - `contractChanged`: the contract changed, or was bought through another session, since it was read: the caller
 *   reads it again and decides;
 * - `busy`: the items stayed busy with concurrent transactions through the retries: the caller may try again.
 */
export type RecordOutcome =
  | { kind: 'recorded' }
  | { kind: 'recordedBefore'; paymentId: string; contractId: string }
  | { kind: 'contractChanged' }
  | { kind: 'busy' };

/**
 * Payments and their markers in the payments table (port; its DynamoDB adapter is
 * functions/src/infrastructure/dynamodb/payments/payment-table.ts).
 */
export interface PaymentRepository {
  findById(id: string): Promise<PaymentRecord | undefined>;
  /** The marker of a Checkout Session already recorded (strongly consistent), if any. */
  findBySession(sessionId: string): Promise<SessionMarker | undefined>;
  /**
   * Records `payment` for `contract` in one transaction: the session's and the contract's markers, the payment, the
   * contract paid (only if it is still at the version read and unpaid) with its list counters moved, and the
   * payment's waiting `invoice`; or tells why it wrote nothing (see RecordOutcome).
   */
  record(recording: PaymentRecording): Promise<RecordOutcome>;
  /**
   * Marks a recorded payment as confirmed by the client, once: true for the one call that set the mark, false
   * when it was set before (or there is no such payment).
   */
  confirmByClient(paymentId: string): Promise<boolean>;
}
