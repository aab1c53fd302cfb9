/**
 * What the other tables' transactions may write into the invoices table (the payment's transaction writes its
 * waiting invoice, joined-writes.ts): the invoices folder's public surface for the other table folders.
 */
export { newInvoiceItem } from './invoice-items';
