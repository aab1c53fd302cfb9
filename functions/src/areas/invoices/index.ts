/** The invoices module's public surface for other areas (payments, the webhook) and the local server. */
export { createPaymentInvoicing, type InvoicedPayment, type PaymentInvoicing } from './payment-invoicing';
export { readInvoiceSummary } from './read-invoice';
export { createInvoiceDeps, type InvoiceDeps } from './invoice-deps';
export type { InvoiceRepository } from './invoice-repository';
export { localSdiDirectory } from './local-sdi-directory';
