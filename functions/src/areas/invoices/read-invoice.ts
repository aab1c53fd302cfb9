import type { InvoiceSummary } from '@redigo/shared/domain/invoice';
import { invoiceMessages } from '@redigo/shared/messages/invoices';
import { ownerOrAdmin } from '../../security/owner-or-admin';
import type { Principal } from '../../security/principal';
import type { InvoiceDeps } from './invoice-deps';
import type { InvoiceRepository } from './invoice-repository';
import { toInvoiceSummary, type InvoiceRecord } from './invoice-record';

/** What GET /payment/{id} adds: the payment's invoice, or null. */
export const readInvoiceSummary = async (
  deps: { invoices: Pick<InvoiceRepository, 'findById'> },
  paymentId: string,
): Promise<InvoiceSummary | null> => {
  const invoice = await deps.invoices.findById(paymentId);
  return invoice ? toInvoiceSummary(invoice) : null;
};

/**
 * An invoice for its buyer, an admin or, for a studio's invoice, a titolare of that studio (docs/api.md, "The
 * studio"); 404 for anyone else, as for an unknown id.
 */
export const invoiceForCaller = async (
  deps: Pick<InvoiceDeps, 'invoices' | 'studios'>,
  caller: Principal,
  id: string,
): Promise<InvoiceRecord> => {
  const invoice = await deps.invoices.findById(id);
  if (invoice?.studioId && invoice.userId !== caller.userId && caller.role === 'user') {
    const membership = await deps.studios.membershipOf(caller.userId);
    if (membership?.studioId === invoice.studioId && membership.role === 'titolare') return invoice;
  }
  return ownerOrAdmin(caller, invoice, invoiceMessages.invoiceNotFound);
};
