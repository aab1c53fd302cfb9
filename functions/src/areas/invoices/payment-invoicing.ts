import type { InvoiceDeps } from './invoice-deps';
import { waitingInvoice, type InvoicedPayment, type InvoiceRecord } from './invoice-record';
import { settleInvoiceOfPayment } from './settle-invoices';

/** What recording a payment asks of invoicing (port). */
export interface PaymentInvoicing {
  /** The waiting invoice, written in the transaction that records the payment: one invoice per payment. */
  waitingInvoice(payment: InvoicedPayment): InvoiceRecord;
  /**
   * Issues and delivers the payment's invoice when its buyer has billing data; `written`: the payment whose
   * waiting invoice this call has just written (saves reading it). Never throws.
   */
  settle(paymentId: string, written?: InvoicedPayment): Promise<void>;
}

const waitingInvoiceOf = ({ paymentId, ...payment }: InvoicedPayment): InvoiceRecord =>
  waitingInvoice({ id: paymentId, ...payment });

export const createPaymentInvoicing = (deps: InvoiceDeps): PaymentInvoicing => ({
  waitingInvoice: waitingInvoiceOf,
  settle: (paymentId, written) =>
    settleInvoiceOfPayment(deps, paymentId, written && waitingInvoiceOf(written)),
});
