import { paymentMessages } from '@redigo/shared/messages/payments';
import { BadRequestError } from '../../errors/app-errors';
import { type PaymentDeps, PaymentNotVerifiedError, recordPayment } from '../payments';
import type { WebhookVerifier } from './webhook-verifier';

/**
 * The events that can complete a purchase: a Checkout Session paid at once (cards), or later (delayed methods,
 * whose `completed` event comes with the session still unpaid).
 */
const PAYMENT_EVENTS = ['checkout.session.completed', 'checkout.session.async_payment_succeeded'];

export interface WebhookDeps extends PaymentDeps {
  webhooks: WebhookVerifier;
}

/** What the webhook answers Stripe, with 200. */
export type WebhookOutcome =
  { received: true; ignored: string } | { received: true; paymentId: string; created: boolean };

/**
 * POST /stripe/webhook: verifies the signature over the raw body (400 when it fails), then records the payment of
 * a completed Checkout Session with every check of POST /payment, the contract being the session's
 * `client_reference_id`. A session that does not verify answers 402 (409 for a contract not COMPLETED) so that
 * Stripe shows the failure; other events are acknowledged and ignored.
 */
export const handleStripeEvent = async (
  deps: WebhookDeps,
  payload: Buffer,
  signature: string | undefined,
): Promise<WebhookOutcome> => {
  const event = await deps.webhooks.verify(payload, signature);
  if (!PAYMENT_EVENTS.includes(event.type)) return { received: true, ignored: event.type };
  if (!event.objectId) throw new BadRequestError(paymentMessages.badEvent);
  const log = deps.logger.child({ stripeEvent: event.id, eventType: event.type });
  try {
    const payment = await recordPayment(deps, { sessionId: event.objectId });
    log.log('info', 'Payment recorded from the webhook', { paymentId: payment.id, created: payment.created });
    return { received: true, paymentId: payment.id, created: payment.created };
  } catch (error) {
    log.log('warn', 'Webhook payment not recorded', {
      session: event.objectId,
      ...(error instanceof PaymentNotVerifiedError ? { reason: error.reason } : {}),
    });
    throw error;
  }
};
