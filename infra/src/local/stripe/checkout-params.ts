import type { StandInSession } from './checkout-session';

/**
 * The parameters of a payment on the stand-in: the Payment Link's query (`client_reference_id`,
 * `prefilled_email`), the page's form (`email`) and, for tests of sessions that must not verify, these test-only
 * ones, which a real Payment Link does not have:
 * - `amount_total`: the amount charged, in cents, instead of the template's price plus VAT;
 * - `currency`: another currency than `eur`;
 * - `payment_status`: `unpaid` or `no_payment_required` instead of `paid`;
 * - `deliver_webhook=false`: no webhook delivery (only POST /payment then records the payment).
 */
export interface CheckoutParams {
  clientReferenceId: string | null;
  email: string | null;
  amountCents?: number;
  currency?: string;
  paymentStatus?: StandInSession['payment_status'];
  deliverWebhook: boolean;
}

const STATUSES = ['paid', 'unpaid', 'no_payment_required'] as const;

const isStatus = (value: string): value is StandInSession['payment_status'] =>
  (STATUSES as readonly string[]).includes(value);

/** The body's fields: a form (urlencoded) or JSON object; anything else is no field at all. */
const bodyFields = (body: Buffer, contentType: string | undefined): URLSearchParams => {
  const text = body.toString('utf8');
  if (!contentType?.includes('json')) return new URLSearchParams(text);
  try {
    const parsed = JSON.parse(text) as Record<string, unknown>;
    const fields = new URLSearchParams();
    for (const [key, value] of Object.entries(parsed ?? {}))
      if (['string', 'number', 'boolean'].includes(typeof value)) fields.set(key, String(value));
    return fields;
  } catch {
    return new URLSearchParams();
  }
};

/** The query and the body merged (the body wins); a list of problems when a test-only value is malformed. */
export const readCheckoutParams = (
  query: URLSearchParams,
  body: Buffer,
  contentType: string | undefined,
): CheckoutParams | string[] => {
  const fields = new URLSearchParams(query);
  for (const [key, value] of bodyFields(body, contentType)) fields.set(key, value);
  const problems: string[] = [];
  const amount = fields.get('amount_total');
  if (amount !== null && !/^\d{1,9}$/.test(amount)) problems.push('amount_total: un intero di centesimi');
  const currency = fields.get('currency')?.toLowerCase();
  if (currency !== undefined && !/^[a-z]{3}$/.test(currency)) problems.push('currency: un codice ISO');
  const status = fields.get('payment_status');
  if (status !== null && !isStatus(status)) problems.push(`payment_status: ${STATUSES.join(', ')}`);
  if (problems.length > 0) return problems;
  return {
    clientReferenceId: fields.get('client_reference_id') || null,
    email: fields.get('email') || fields.get('prefilled_email') || null,
    ...(amount !== null && { amountCents: Number(amount) }),
    ...(currency !== undefined && { currency }),
    ...(status !== null && isStatus(status) && { paymentStatus: status }),
    deliverWebhook: fields.get('deliver_webhook') !== 'false',
  };
};
