import type { InvoiceRecord } from '../../../areas/invoices';
import type { TransactItem } from '../transactions';

/** The `unsentKey` of an issued invoice not yet handed to the SdI channel (sparse index `by-unsent`). */
export const UNSENT_KEY = 'unsent';

/** The item of a year's last invoice number: `counter#<year>`. */
export const invoiceCounterId = (year: number): string => `counter#${year}`;

/** The item of a user's billing data: `billing#<user id>`. */
export const billingItemId = (userId: string): string => `billing#${userId}`;

/**
 * The stored item: the record with what the indexes read, derived from it: its year (`yearKey`, `by-year`), its
 * place in the lists (`listSort`, `<date>#<paidAt>#<id>`: newest first, and a month's prefix), and `unsentKey`
 * while it is issued and not yet handed to the SdI channel.
 */
export const invoiceItem = (record: InvoiceRecord): Record<string, unknown> => {
  const { unsentKey: _unsent, ...rest } = record as InvoiceRecord & { unsentKey?: string };
  return {
    ...rest,
    yearKey: record.date.slice(0, 4),
    listSort: `${record.date}#${record.paidAt}#${record.id}`,
    ...(record.status === 'EMESSA' && { unsentKey: UNSENT_KEY }),
  };
};

/** The put of a new invoice (a payment's waiting one): refused when the payment has one already. */
export const newInvoiceItem = (table: string, invoice: InvoiceRecord): TransactItem => ({
  Put: { TableName: table, Item: invoiceItem(invoice), ConditionExpression: 'attribute_not_exists(id)' },
});
