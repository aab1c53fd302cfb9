import type { InvoiceDeps } from './invoice-deps';
import type { InvoiceRecord } from './invoice-record';
import { buyerSnapshotOf, deliverInvoice, issueWaitingInvoice } from './issue-invoice';
import { yearOfDate } from './rome-dates';

const RETRIES_PER_CALL = 3;
/** An unsent invoice younger than this is probably being delivered by the call that issued it. */
const RETRY_AFTER_MS = 60_000;

/** Who an invoice is made out to: the studio for a member's purchase (to its titolare's PEC), else the buyer. */
const invoicedParty = async (deps: InvoiceDeps, invoice: InvoiceRecord) => {
  if (invoice.studioId) {
    const studio = await deps.studios.billingOf(invoice.studioId);
    return { billing: studio?.billing, pecOwner: studio?.titolareId ?? invoice.userId };
  }
  return { billing: await deps.billing.find(invoice.userId), pecOwner: invoice.userId };
};

/**
 * Issues a waiting invoice when its buyer has billing data, and delivers it: only the call that issued an
 * invoice delivers it (a failed delivery is retried later, see `retryUnsent`), so the SdI gets each file once.
 */
const settle = async (deps: InvoiceDeps, invoice: InvoiceRecord): Promise<void> => {
  if (invoice.status !== 'IN_ATTESA_DATI') return;
  // Read together: the buyer's data (their studio's for a member's purchase), the PEC an invoice without a recipient
  // goes to (the buyer's account, or the studio's titolare) and the year's last number (the likely previous one).
  const [{ billing, pecOwner }, previous] = await Promise.all([
    invoicedParty(deps, invoice),
    deps.invoices.lastNumber(yearOfDate(invoice.date)),
  ]);
  if (!billing) return;
  const account = await deps.account(pecOwner);
  const buyer = buyerSnapshotOf(billing, account?.pec ?? '');
  let issued: InvoiceRecord | undefined;
  try {
    issued = await issueWaitingInvoice(deps, invoice, buyer, previous);
  } catch (error) {
    // The invoice stays waiting: a person must look (an address or a text no invoice can carry, a failure).
    deps.metrics.count('InvoicesNotIssued');
    throw error;
  }
  if (issued) await deliverInvoice(deps, issued);
};

/** Delivers a few issued invoices whose earlier delivery failed (the SdI channel was down): none is lost. */
const retryUnsent = async (deps: InvoiceDeps): Promise<void> => {
  const cutoff = deps.clock.now().getTime() - RETRY_AFTER_MS;
  const stale = (await deps.invoices.unsent(RETRIES_PER_CALL)).filter(
    (invoice) => Date.parse(invoice.updatedAt) < cutoff,
  );
  for (const invoice of stale) {
    const now = deps.clock.now().toISOString();
    if (await deps.invoices.claimDelivery(invoice.id, invoice.updatedAt, now))
      await deliverInvoice(deps, { ...invoice, updatedAt: now });
  }
};

/**
 * After a payment is recorded (or found recorded): issues and delivers its invoice (`written`: the waiting
 * invoice this call has just written with the payment, else it is read), and retries earlier failed deliveries. Never throws: a failure is logged and the invoice stays waiting or unsent, to be settled by the
 * next call (a repeated webhook, the buyer saving billing data, the next purchase).
 */
export const settleInvoiceOfPayment = async (
  deps: InvoiceDeps,
  paymentId: string,
  written?: InvoiceRecord,
): Promise<void> => {
  const settleThis = async () => {
    const invoice = written ?? (await deps.invoices.findById(paymentId));
    if (invoice) await settle(deps, invoice);
  };
  try {
    await Promise.all([settleThis(), retryUnsent(deps)]);
  } catch (error) {
    deps.logger.log('error', 'Invoice not settled', { paymentId, error: String(error) });
  }
};

/**
 * Once a buyer saves billing data: every invoice of theirs that waited for them is issued and delivered. Never
 * throws: the billing data are saved whatever happens here, and an invoice that cannot be issued (or a service that
 * fails meanwhile) stays waiting, logged (counted in `InvoicesNotIssued` when issuing failed), for the next call.
 */
export const settleWaitingInvoicesOf = async (deps: InvoiceDeps, userId: string): Promise<void> => {
  try {
    for (const invoice of await deps.invoices.waitingOf(userId)) {
      await settle(deps, invoice).catch((error: unknown) => {
        deps.logger.log('error', 'Waiting invoice not issued', {
          invoiceId: invoice.id,
          error: String(error),
        });
      });
    }
  } catch (error) {
    deps.logger.log('error', 'Waiting invoices not read', { error: String(error) });
  }
};
