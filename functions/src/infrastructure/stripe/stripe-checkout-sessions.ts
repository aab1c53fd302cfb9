import type Stripe from 'stripe';
import { PaymentProviderError, type CheckoutSessions } from '../../areas/payments';

const isMissingResource = (error: unknown): boolean => {
  const { code, statusCode } = (error ?? {}) as { code?: string; statusCode?: number };
  return code === 'resource_missing' || statusCode === 404;
};

/** Checkout Sessions read from Stripe's API with the official client. */
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
      customerEmail: session.customer_details?.email ?? session.customer_email ?? null,
    };
  },
});
