import type { PaymentDeps } from './payment-deps';
import { recordPayment, type RecordedPayment } from './record-payment';

/**
 * POST /payment, the cart back from Stripe: records the payment as the webhook does (see `recordPayment`), and
 * tells whether this is the client's first confirmation of the session (`created`: 201) or a repeat (200, same
 * id). Stripe (and the local stand-in, always) may deliver the webhook before the browser is back: the first
 * POST still answers 201, through a mark on the payment set once by a conditional write.
 */
export const confirmPayment = async (
  deps: PaymentDeps,
  claim: { sessionId: string; contractId: string; payerId: string },
): Promise<RecordedPayment> => {
  const payment = await recordPayment(deps, claim);
  if (payment.created) return payment;
  return { id: payment.id, created: await deps.payments.confirmByClient(payment.id) };
};
