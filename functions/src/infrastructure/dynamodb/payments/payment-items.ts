import type { PaymentRecord, SessionMarker } from '../../../areas/payments';
import { isRecordItem } from '../stored-items';
import type { ReturnedItem, TransactItem } from '../transactions';

/** The marker of a Checkout Session recorded: `session#<session id>`. */
export const sessionMarkerId = (sessionId: string): string => `session#${sessionId}`;

/** The marker of a contract bought: `contract#<contract id>`. */
export const contractMarkerId = (contractId: string): string => `contract#${contractId}`;

/** Whether a payments-table item is a payment (not a marker). */
export const isPaymentItem = (item: unknown): item is PaymentRecord =>
  isRecordItem(item, { transactionId: 'string', contractId: 'string' });

/** The put of an item that must not exist yet: a payment, or one of its markers. */
export const putNewItem = (table: string, item: { id: string }): TransactItem => ({
  Put: { TableName: table, Item: { ...item }, ConditionExpression: 'attribute_not_exists(id)' },
});

/**
 * The put of a session's marker, refused when the session was recorded before: the refusal then returns the
 * marker stored (see `recordedMarkerOf`).
 */
export const putSessionMarker = (table: string, marker: SessionMarker & { id: string }): TransactItem => ({
  Put: {
    TableName: table,
    Item: { ...marker },
    ConditionExpression: 'attribute_not_exists(id)',
    ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
  },
});

/** What a refused `putSessionMarker` returned of the marker stored: its payment and contract, when whole. */
export const recordedMarkerOf = (
  item: ReturnedItem | undefined,
): Pick<SessionMarker, 'paymentId' | 'contractId'> | undefined => {
  const paymentId = item?.paymentId?.S;
  const contractId = item?.contractId?.S;
  return paymentId !== undefined && contractId !== undefined ? { paymentId, contractId } : undefined;
};
