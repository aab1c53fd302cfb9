import type Stripe from 'stripe';
import { paymentMessages } from '@redigo/shared/messages/payments';
import { loginAs, type SignedIn } from '../support/accounts';
import { createCompletedContract, templateIdByName } from '../support/contracts';
import {
  documentKeysOf,
  payThroughStandIn,
  paymentItems,
  postPayment,
  postWebhook,
  signedCompletedEvent,
} from '../support/payments';
import { startTestStack, type TestStack } from '../support/test-stack';

const CONSULENZA = 'Contratto di consulenza professionale';

describe('the Stripe webhook', () => {
  let stack: TestStack;
  let user: SignedIn;
  let templateId: string;
  let secret: string;
  let signer: Stripe;

  beforeAll(async () => {
    stack = await startTestStack();
    user = await loginAs(stack, 'user');
    templateId = await templateIdByName(stack, user.token, CONSULENZA);
    secret = (await stack.infrastructure.secrets.get()).stripeWebhookSecret;
    signer = await stack.infrastructure.stripe();
  });
  afterAll(async () => {
    await stack?.stop();
  });

  /** A completed contract paid on the stand-in with no webhook delivered: its id and the session's event. */
  const paidWithoutWebhook = async () => {
    const contract = await createCompletedContract(stack, user.token, templateId);
    const paid = await payThroughStandIn(stack, user.token, contract.id, {
      params: { deliver_webhook: 'false' },
    });
    const event = await signedCompletedEvent(stack, paid.sessionId ?? '');
    return { contractId: contract.id, sessionId: paid.sessionId ?? '', event };
  };

  const isPaid = async (contractId: string) =>
    (await stack.api.get(`/api/contract/${contractId}`, { token: user.token })).body.data.paymentId !== null;

  it("records a signed checkout.session.completed, once; the cart's first POST /payment then answers that payment with 201", async () => {
    const { contractId, sessionId, event } = await paidWithoutWebhook();

    const first = await postWebhook(stack, event.body, event.signature);
    const redelivered = await postWebhook(stack, event.body, event.signature);
    const fromCart = await postPayment(stack, user.token, contractId, sessionId);
    const fromCartAgain = await postPayment(stack, user.token, contractId, sessionId);

    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ received: true, paymentId: expect.any(String), created: true });
    expect(redelivered.body.data).toEqual({ ...first.body.data, created: false });
    expect([fromCart.status, fromCartAgain.status]).toEqual([201, 200]);
    expect(fromCart.body.data.id).toBe(first.body.data.paymentId);
    expect(fromCartAgain.body.data.id).toBe(first.body.data.paymentId);
  });

  type Tamper = (body: string) => [string, string | undefined];
  it.each<[string, Tamper]>([
    ['no signature', (body) => [body, undefined]],
    ['a signature made with another secret', (body) => [body, sign(body, 'whsec_other')]],
    ['a signature older than five minutes', (body) => [body, sign(body, secret, -301)]],
    ['a body changed after signing', (body) => [body.replace('"paid"', '"PAID"'), sign(body, secret)]],
    ['a malformed header', (body) => [body, 'v1=abc']],
  ])('refuses %s with 400 and records nothing', async (_name, tamper) => {
    const { contractId, event } = await paidWithoutWebhook();
    const [body, signature] = tamper(event.body);

    const response = await postWebhook(stack, body, signature);

    expect(response.status).toBe(400);
    expect(response.body.message).toBe(paymentMessages.badSignature);
    expect(await isPaid(contractId)).toBe(false);
    expect(await documentKeysOf(stack, contractId)).toEqual([]);
  });

  it('acknowledges other signed events without recording anything', async () => {
    const { contractId, event } = await paidWithoutWebhook();
    const other = event.body.replace('"checkout.session.completed"', '"checkout.session.expired"');
    const before = (await paymentItems(stack)).length;

    const response = await postWebhook(stack, other, sign(other, secret));

    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ received: true, ignored: 'checkout.session.expired' });
    expect(await isPaid(contractId)).toBe(false);
    expect((await paymentItems(stack)).length).toBe(before);
  });

  it('refuses a signed event whose session Stripe does not know (402), so Stripe shows the failure', async () => {
    const { event } = await paidWithoutWebhook();
    const forged = JSON.stringify({
      ...JSON.parse(event.body),
      data: { object: { id: 'cs_test_unknown000', object: 'checkout.session' } },
    });

    const response = await postWebhook(stack, forged, sign(forged, secret));

    expect(response.status).toBe(402);
    expect(response.body.errors).toEqual([paymentMessages.reasons.unknownSession]);
  });

  function sign(payload: string, withSecret: string, offsetSeconds = 0): string {
    return signer.webhooks.generateTestHeaderString({
      payload,
      secret: withSecret,
      timestamp: Math.floor(Date.now() / 1000) + offsetSeconds,
    });
  }
});
