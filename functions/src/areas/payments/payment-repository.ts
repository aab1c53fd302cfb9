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
   * payment's waiting `invoice`. True when written; false when refused, with nothing written: the session or the
   * contract was recorded meanwhile, the contract changed since it was read, or the items stayed busy.
   */
  record(recording: PaymentRecording): Promise<boolean>;
  /**
   * Marks a recorded payment as confirmed by the client, once: true for the one call that set the mark, false
   * when it was set before (or there is no such payment).
   */
  confirmByClient(paymentId: string): Promise<boolean>;
}
