import type { PaymentRecord } from '../../../areas/payments';
import { isRecordItem } from '../stored-items';
import type { TransactItem } from '../transactions';

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
