import Stripe from 'stripe';
import { paymentMessages } from '@redigo/shared/messages/payments';
import { createStripeWebhookVerifier } from './stripe-webhook-verifier';

const secret = 'whsec_unit_test_secret';
const stripe = new Stripe('sk_test_unit', { telemetry: false });
const now = new Date('2026-11-21T10:00:00.000Z');
const secrets = {
  get: async () => ({ jwtSigningKey: 'k', stripeSecretKey: 'sk_test_unit', stripeWebhookSecret: secret }),
};
const verifier = createStripeWebhookVerifier(async () => stripe, secrets, { now: () => now });

const event = JSON.stringify({
  id: 'evt_1',
  object: 'event',
  type: 'checkout.session.completed',
  data: { object: { id: 'cs_test_1', object: 'checkout.session' } },
});
const sign = (payload: string, options: { secret?: string; secondsAgo?: number } = {}) =>
  stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? secret,
    timestamp: Math.floor(now.getTime() / 1000) - (options.secondsAgo ?? 0),
  });

describe('the Stripe webhook verifier', () => {
  it('reads a signed event: its id, type and object', async () => {
    const facts = await verifier.verify(Buffer.from(event), sign(event));

    expect(facts).toEqual({ id: 'evt_1', type: 'checkout.session.completed', objectId: 'cs_test_1' });
  });

  it.each([
    ['no signature', undefined],
    ['a signature with another secret', sign(event, { secret: 'whsec_other' })],
    ['a signature older than five minutes', sign(event, { secondsAgo: 301 })],
    ['a signature of another body', sign(event.replace('cs_test_1', 'cs_test_2'))],
    ['a malformed header', 'garbage'],
  ])('refuses %s with 400', async (_name, signature) => {
    await expect(verifier.verify(Buffer.from(event), signature)).rejects.toMatchObject({
      statusCode: 400,
      message: paymentMessages.badSignature,
    });
  });

  it('accepts a signature within the tolerance', async () => {
    await expect(
      verifier.verify(Buffer.from(event), sign(event, { secondsAgo: 299 })),
    ).resolves.toMatchObject({
      id: 'evt_1',
    });
  });

  it('refuses a signed body that is not JSON with 400', async () => {
    await expect(verifier.verify(Buffer.from('not json'), sign('not json'))).rejects.toMatchObject({
      statusCode: 400,
      message: paymentMessages.badEvent,
    });
  });
});
