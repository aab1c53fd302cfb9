/** The invoices module's public surface for other areas (payments, the webhook), the composition and the local server. */
export type { BillingRepository } from './billing-repository';
export type { InvoiceDeps } from './invoice-deps';
export * from './invoice-record';
export type { InvoiceRepository, IssueOutcome } from './invoice-repository';
export { invoiceRoutes } from './invoice-routes';
export { createPaymentInvoicing, type PaymentInvoicing } from './payment-invoicing';
export { readInvoiceSummary } from './read-invoice';
export { settleInvoiceOfPayment } from './settle-invoices';
export { studioInvoiceRoutes } from './studio-invoice-routes';
