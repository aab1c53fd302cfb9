import type { InvoiceDeps } from './invoice-deps';
import type { InvoiceRecord } from './invoice-record';
import { buyerSnapshotOf, deliverInvoice, issueWaitingInvoice } from './issue-invoice';

const RETRIES_PER_CALL = 3;
/** An unsent invoice younger than this is probably being delivered by the call that issued it. */
const RETRY_AFTER_MS = 60_000;

/** Issues a waiting invoice when its buyer has billing data, then delivers it; answers the invoice as it is. */
const settle = async (deps: InvoiceDeps, invoice: InvoiceRecord): Promise<InvoiceRecord> => {
  let current = invoice;
  if (current.status === 'IN_ATTESA_DATI') {
    const billing = await deps.billing.find(current.userId);
    if (!billing) return current;
    const account = await deps.account(current.userId);
    current = await issueWaitingInvoice(deps, current, buyerSnapshotOf(billing, account?.pec ?? ''));
  }
  return deliverInvoice(deps, current);
};

/** Delivers a few issued invoices whose earlier delivery failed (the SdI channel was down): none is lost. */
const retryUnsent = async (deps: InvoiceDeps): Promise<void> => {
  const cutoff = deps.clock.now().getTime() - RETRY_AFTER_MS;
  const stale = (await deps.invoices.unsent(RETRIES_PER_CALL)).filter(
    (invoice) => Date.parse(invoice.updatedAt) < cutoff,
  );
  for (const invoice of stale) await deliverInvoice(deps, invoice);
};

/**
 * After a payment is recorded (or found recorded): issues and delivers its invoice, and retries earlier failed
 * deliveries. Never throws: a failure is logged and the invoice stays waiting or unsent, to be settled by the
 * next call (a repeated webhook, the buyer saving billing data, the next purchase).
 */
export const settleInvoiceOfPayment = async (deps: InvoiceDeps, paymentId: string): Promise<void> => {
  try {
    const invoice = await deps.invoices.findById(paymentId);
    if (invoice) await settle(deps, invoice);
    await retryUnsent(deps);
  } catch (error) {
    deps.logger.log('error', 'Invoice not settled', { paymentId, error: String(error) });
  }
};

/** Once a buyer saves billing data: every invoice of theirs that waited for them is issued and delivered. */
export const settleWaitingInvoicesOf = async (deps: InvoiceDeps, userId: string): Promise<void> => {
  for (const invoice of await deps.invoices.waitingOf(userId)) await settle(deps, invoice);
};
