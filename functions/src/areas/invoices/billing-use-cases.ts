import type { Billing } from '@redigo/shared/domain/invoice';
import { invoiceMessages } from '@redigo/shared/messages/invoices';
import type { BillingBody } from '@redigo/shared/schemas/billing';
import { NotFoundError } from '../../errors/app-errors';
import { ownerOrAdmin } from '../../security/owner-or-admin';
import type { Principal } from '../../security/principal';
import type { InvoiceDeps } from './invoice-deps';
import { settleWaitingInvoicesOf } from './settle-invoices';

/** GET /user/{id}/billing: the user themself or an admin (404 for anyone else); null before they are given. */
export const getBilling = async (
  deps: Pick<InvoiceDeps, 'billing'>,
  caller: Principal,
  userId: string,
): Promise<Billing | null> => {
  ownerOrAdmin(caller, { userId }, invoiceMessages.billingNotFound);
  return (await deps.billing.find(userId)) ?? null;
};

/** Only the fields of the body's kind, without empty optional ones. */
const billingOf = (body: BillingBody): Billing =>
  Object.fromEntries(
    Object.entries(body).filter(([, value]) => value !== undefined && value !== ''),
  ) as unknown as Billing;

/**
 * PUT /user/{id}/billing: the user's own billing data (404 for anyone else). Invoices issued before keep the data
 * they were issued with; those waiting for billing data are issued now.
 */
export const saveBilling = async (
  deps: InvoiceDeps,
  caller: Principal,
  userId: string,
  body: BillingBody,
): Promise<Billing> => {
  if (caller.userId !== userId) throw new NotFoundError(invoiceMessages.billingNotFound);
  const billing = billingOf(body);
  await deps.billing.save(userId, billing, deps.clock.now().toISOString());
  await settleWaitingInvoicesOf(deps, userId);
  return billing;
};
