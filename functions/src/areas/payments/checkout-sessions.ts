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
  /**
   * The payer's address as Stripe keeps it (`customer_details.email`): the cart prefills the buyer's PEC
   * (`prefilled_email`), so the webhook can tell which member of a studio paid. Optional: not every reader sets it.
   */
  customerEmail?: string | null;
}

/**
 * Checkout Sessions as Stripe knows them (port; its adapter, on the official client, is
 * functions/src/infrastructure/stripe/stripe-checkout-sessions.ts).
 */
export interface CheckoutSessions {
  /**
   * The session by id, or undefined when Stripe has no such session. Throws PaymentProviderError (503) when
   * Stripe cannot answer.
   */
  retrieve(id: string): Promise<CheckoutSession | undefined>;
}
