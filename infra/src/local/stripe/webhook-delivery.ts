import type Stripe from 'stripe';

/** A webhook request as Stripe sends it: the JSON body and its `Stripe-Signature`. */
export interface SignedWebhook {
  body: string;
  signature: string;
}

/** Signs an event with the webhook secret the way Stripe does (`t=<seconds>,v1=<HMAC-SHA256>`). */
export const signWebhook = (stripe: Stripe, secret: string, event: object, now: Date): SignedWebhook => {
  const body = JSON.stringify(event, null, 2);
  const signature = stripe.webhooks.generateTestHeaderString({
    payload: body,
    secret,
    timestamp: Math.floor(now.getTime() / 1000),
  });
  return { body, signature };
};

/** Posts a signed webhook to `endpoint`; the HTTP status, or 0 when the endpoint could not be reached. */
export const deliverWebhook = async (endpoint: string, webhook: SignedWebhook): Promise<number> => {
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': webhook.signature,
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      },
      body: webhook.body,
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
};
