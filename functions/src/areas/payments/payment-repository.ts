import { type ContractRecord } from '../contracts';
import type { TransactItem } from '../../ports/transact-item';
import { type PaymentRecord, type SessionMarker } from './payment-record';

/** Payments and their markers in the payments table (port; DynamoDB adapter below). */
export interface PaymentRepository {
  findById(id: string): Promise<PaymentRecord | undefined>;
  /** The marker of a Checkout Session already recorded (strongly consistent), if any. */
  findBySession(sessionId: string): Promise<SessionMarker | undefined>;
  /**
   * Records `payment` for `contract` (as read, unpaid) with its purchased document at `documentKey`, in one
   * transaction: the session's and the contract's markers, the payment, and the contract marked paid with its
   * list counters moved, and `alongside` (the payment's waiting invoice). True when written; false when refused, with nothing written: the session or the
   * contract was recorded meanwhile, the contract changed since it was read, or the items stayed busy.
   */
  record(
    payment: PaymentRecord,
    contract: ContractRecord,
    documentKey: string,
    alongside?: TransactItem[],
  ): Promise<boolean>;
  /**
   * Marks a recorded payment as confirmed by the client, once: true for the one call that set the mark, false
   * when it was set before (or there is no such payment).
   */
  confirmByClient(paymentId: string): Promise<boolean>;
}

export interface PaymentTables {
  payments: string;
  contracts: string;
}
