/** What the webhook reads of a Stripe event. */
export interface StripeEventFacts {
  id: string;
  type: string;
  /** The id of the event's object (a Checkout Session for `checkout.session.*` events). */
  objectId: string | undefined;
}

/**
 * Checks Stripe's signature over a webhook's raw body (port; its adapter, on the official client, is
 * functions/src/infrastructure/stripe/stripe-webhook-verifier.ts).
 */
export interface WebhookVerifier {
  /** The signed event; BadRequestError (400) when the signature is missing, wrong or too old, or the body unreadable. */
  verify(payload: Buffer, signature: string | undefined): Promise<StripeEventFacts>;
}
