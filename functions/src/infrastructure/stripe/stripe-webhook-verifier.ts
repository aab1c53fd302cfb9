import type Stripe from 'stripe';
import { paymentMessages } from '@redigo/shared/messages/payments';
import type { WebhookVerifier } from '../../areas/stripe-webhook';
import { BadRequestError } from '../../errors/app-errors';
import type { Clock } from '../../ports/clock';
import type { SecretsProvider } from '../../ports/secrets';

/** Stripe's default: a signature older than five minutes is refused (replays). */
const SIGNATURE_TOLERANCE_SECONDS = 300;

const isSignatureError = (error: unknown): boolean =>
  (error as { type?: string } | undefined)?.type === 'StripeSignatureVerificationError';

/** The webhook's signature check with the official Stripe client. */
export const createStripeWebhookVerifier = (
  stripe: () => Promise<Stripe>,
  secrets: SecretsProvider,
  clock: Clock,
): WebhookVerifier => ({
  async verify(payload, signature) {
    if (!signature) throw new BadRequestError(paymentMessages.badSignature);
    const [client, { stripeWebhookSecret }] = await Promise.all([stripe(), secrets.get()]);
    let event: Stripe.Event;
    try {
      event = client.webhooks.constructEvent(
        payload,
        signature,
        stripeWebhookSecret,
        SIGNATURE_TOLERANCE_SECONDS,
        undefined,
        clock.now().getTime(),
      );
    } catch (error) {
      throw new BadRequestError(
        isSignatureError(error) ? paymentMessages.badSignature : paymentMessages.badEvent,
      );
    }
    const object = (event.data as { object?: { id?: unknown } } | undefined)?.object;
    if (typeof event.type !== 'string') throw new BadRequestError(paymentMessages.badEvent);
    return {
      id: String(event.id),
      type: event.type,
      objectId: typeof object?.id === 'string' ? object.id : undefined,
    };
  },
});
