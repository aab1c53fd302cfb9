/**
 * What the other tables' transactions may write into the invoices table (the payment's transaction writes its
 * waiting invoice, payments/payment-table.ts): the invoices folder's public surface for the other table folders.
 */
export { newInvoiceItem } from './invoice-items';
