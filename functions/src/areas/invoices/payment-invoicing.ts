import type { JoinedWrite } from '../../ports/joined-write';
import type { InvoiceDeps } from './invoice-deps';
import { waitingInvoice, type InvoicedPayment } from './invoice-record';
import { settleInvoiceOfPayment } from './settle-invoices';

/** What recording a payment asks of invoicing (port). */
export interface PaymentInvoicing {
  /** The waiting invoice, a write to join the transaction that records the payment: one invoice per payment. */
  waitingInvoice(payment: InvoicedPayment): JoinedWrite;
  /**
   * Issues and delivers the payment's invoice when its buyer has billing data; `written`: the payment whose
   * waiting invoice this call has just written (saves reading it). Never throws.
   */
  settle(paymentId: string, written?: InvoicedPayment): Promise<void>;
}

const waitingInvoiceOf = ({ paymentId, ...payment }: InvoicedPayment) =>
  waitingInvoice({ id: paymentId, ...payment });

export const createPaymentInvoicing = (deps: InvoiceDeps): PaymentInvoicing => ({
  waitingInvoice: (payment) => ({ store: 'invoices', create: waitingInvoiceOf(payment) }),
  settle: (paymentId, written) =>
    settleInvoiceOfPayment(deps, paymentId, written && waitingInvoiceOf(written)),
});
