import type Stripe from 'stripe';
import { PaymentProviderError } from './payment-errors';

/** What the payments area reads of a Stripe Checkout Session. */
export interface CheckoutSession {
  id: string;
  /** `paid`, `unpaid` or `no_payment_required`. */
  paymentStatus: string;
  clientReferenceId: string | null;
  /** Lower-case ISO code, e.g. `eur`. */
  currency: string | null;
  /** The total charged, in the currency's smallest unit (cents). */
  amountTotal: number | null;
}

/** Checkout Sessions as Stripe knows them (port; the adapter below asks Stripe's API with the official client). */
export interface CheckoutSessions {
  /**
   * The session by id, or undefined when Stripe has no such session. Throws PaymentProviderError (503) when
   * Stripe cannot answer.
   */
  retrieve(id: string): Promise<CheckoutSession | undefined>;
}

const isMissingResource = (error: unknown): boolean => {
  const { code, statusCode } = (error ?? {}) as { code?: string; statusCode?: number };
  return code === 'resource_missing' || statusCode === 404;
};

export const createStripeCheckoutSessions = (stripe: () => Promise<Stripe>): CheckoutSessions => ({
  async retrieve(id) {
    const client = await stripe();
    let session: Stripe.Checkout.Session;
    try {
      session = await client.checkout.sessions.retrieve(id);
    } catch (error) {
      if (isMissingResource(error)) return undefined;
      throw new PaymentProviderError(error instanceof Error ? error.message : String(error));
    }
    return {
      id: session.id,
      paymentStatus: session.payment_status,
      clientReferenceId: session.client_reference_id,
      currency: session.currency,
      amountTotal: session.amount_total,
    };
  },
});
