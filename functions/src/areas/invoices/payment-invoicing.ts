import type { TransactItem } from '../../ports/transact-item';
import type { InvoiceDeps } from './invoice-deps';
import { waitingInvoice, type InvoicedPayment } from './invoice-record';
import { settleInvoiceOfPayment } from './settle-invoices';

/** What recording a payment asks of invoicing (port). */
export interface PaymentInvoicing {
  /** The waiting invoice's put, to join the transaction that records the payment: one invoice per payment. */
  waitingItem(payment: InvoicedPayment): TransactItem;
  /**
   * Issues and delivers the payment's invoice when its buyer has billing data; `written`: the payment whose
   * waiting invoice this call has just written (saves reading it). Never throws.
   */
  settle(paymentId: string, written?: InvoicedPayment): Promise<void>;
}

const waitingInvoiceOf = ({ paymentId, ...payment }: InvoicedPayment) =>
  waitingInvoice({ id: paymentId, ...payment });

export const createPaymentInvoicing = (deps: InvoiceDeps): PaymentInvoicing => ({
  waitingItem: (payment) => deps.invoices.waitingItem(waitingInvoiceOf(payment)),
  settle: (paymentId, written) =>
    settleInvoiceOfPayment(deps, paymentId, written && waitingInvoiceOf(written)),
});
