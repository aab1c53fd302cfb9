/** The stores whose new records may join another area's transaction (each translated by the storage adapter). */
export type JoinedStore = 'invoices';

/**
 * A write that joins a transaction another area's repository commits (the payment's waiting invoice is written in
 * the transaction that records the payment): the area that owns the record describes it, vendor-free, and the
 * storage adapter that commits the transaction translates it (functions/src/infrastructure/dynamodb/joined-writes.ts).
 */
export interface JoinedWrite {
  store: JoinedStore;
  /** A new record: the write, and the whole transaction with it, is refused when one with its id exists. */
  create: { id: string };
}
