import { randomBytes } from 'node:crypto';

/** A Checkout Session as Stripe's API answers it (the fields a Payment Link's session has, in its JSON names). */
export interface StandInSession {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer_details: { email: string | null; name: null; phone: null; address: null; tax_exempt: 'none' };
  customer_email: null;
  expires_at: number;
  livemode: false;
  metadata: Record<string, string>;
  mode: 'payment';
  payment_intent: string | null;
  payment_link: string;
  payment_method_types: string[];
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  status: 'complete';
  success_url: string;
  cancel_url: null;
  url: null;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A Stripe-looking id: the prefix and random letters and digits (`cs_test_a1B2…`). */
export const stripeId = (prefix: string, length = 24): string =>
  `${prefix}${[...randomBytes(length)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;

/** What a payment on the stand-in's page (or a script's POST) asks for. */
export interface CheckoutRequest {
  paymentLinkId: string;
  amountCents: number;
  clientReferenceId: string | null;
  email: string | null;
  /** Test-only: another currency than `eur`. */
  currency?: string;
  /** Test-only: a session that is not paid. */
  paymentStatus?: StandInSession['payment_status'];
  /** The Payment Link's success URL, `{CHECKOUT_SESSION_ID}` left in as Stripe shows it. */
  successUrl: string;
  now: Date;
}

/** The completed session a payment creates: paid unless the request asks otherwise. */
export const createCheckoutSession = (request: CheckoutRequest): StandInSession => {
  const created = Math.floor(request.now.getTime() / 1000);
  const paymentStatus = request.paymentStatus ?? 'paid';
  return {
    id: stripeId('cs_test_', 58),
    object: 'checkout.session',
    amount_subtotal: request.amountCents,
    amount_total: request.amountCents,
    client_reference_id: request.clientReferenceId,
    created,
    currency: request.currency ?? 'eur',
    customer_details: { email: request.email, name: null, phone: null, address: null, tax_exempt: 'none' },
    customer_email: null,
    expires_at: created + 24 * 60 * 60,
    livemode: false,
    metadata: {},
    mode: 'payment',
    payment_intent: paymentStatus === 'paid' ? stripeId('pi_') : null,
    payment_link: request.paymentLinkId,
    payment_method_types: ['card'],
    payment_status: paymentStatus,
    status: 'complete',
    success_url: request.successUrl,
    cancel_url: null,
    url: null,
  };
};

/** The `checkout.session.completed` event of a session, as Stripe posts it to a webhook endpoint. */
export const completedEvent = (session: StandInSession, now: Date) => ({
  id: stripeId('evt_'),
  object: 'event',
  api_version: null,
  created: Math.floor(now.getTime() / 1000),
  data: { object: session },
  livemode: false,
  pending_webhooks: 1,
  request: { id: null, idempotency_key: null },
  type: 'checkout.session.completed',
});
