import type { Payment } from '@redigo/shared/domain/payment';
import { readInvoiceSummary } from '../invoices';
import { paymentMessages } from '@redigo/shared/messages/payments';
import { ownerOrAdmin } from '../../security/owner-or-admin';
import type { Principal } from '../../security/principal';
import type { PaymentDeps } from './payment-deps';
import { toPaymentView } from './payment-record';

/**
 * GET /payment/{id}: a payment, with its invoice, for its payer or an admin; 404 for anyone else, as for an
 * unknown id.
 */
export const readPayment = async (
  deps: Pick<PaymentDeps, 'payments' | 'invoices'>,
  caller: Principal,
  id: string,
): Promise<Payment> => {
  const payment = ownerOrAdmin(caller, await deps.payments.findById(id), paymentMessages.paymentNotFound);
  return { ...toPaymentView(payment), invoice: await readInvoiceSummary(deps, payment.id) };
};
