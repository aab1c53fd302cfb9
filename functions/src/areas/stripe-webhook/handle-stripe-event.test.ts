import { completedRecord } from '../contracts/test-support/contract-fixtures';
import { memoryPaymentDeps, paidSession } from '../payments/test-support/payment-fakes';
import { handleStripeEvent, type WebhookDeps } from './handle-stripe-event';
import type { StripeEventFacts } from './webhook-verifier';

const webhookDeps = (facts: StripeEventFacts) => {
  const memory = memoryPaymentDeps(
    [completedRecord()],
    [paidSession(), paidSession({ id: 'cs_test_cheap', amountTotal: 1 })],
  );
  const deps: WebhookDeps = { ...memory.deps, webhooks: { verify: async () => facts } };
  return { deps, items: memory.items };
};

describe('handleStripeEvent', () => {
  it.each(['checkout.session.completed', 'checkout.session.async_payment_succeeded'])(
    'records the payment of the session of a %s event, once',
    async (type) => {
      const { deps } = webhookDeps({ id: 'evt_1', type, objectId: 'cs_test_1' });

      const first = await handleStripeEvent(deps, Buffer.from('{}'), 't=1,v1=x');
      const again = await handleStripeEvent(deps, Buffer.from('{}'), 't=1,v1=x');

      expect(first).toEqual({ received: true, paymentId: 'pay-1', created: true });
      expect(again).toEqual({ received: true, paymentId: 'pay-1', created: false });
    },
  );

  it('acknowledges other events and records nothing', async () => {
    const { deps, items } = webhookDeps({ id: 'evt_2', type: 'payment_intent.created', objectId: 'pi_1' });

    const outcome = await handleStripeEvent(deps, Buffer.from('{}'), 't=1,v1=x');

    expect(outcome).toEqual({ received: true, ignored: 'payment_intent.created' });
    expect(items.size).toBe(0);
  });

  it('answers 402 for a session that does not verify, and 400 for an event without its session', async () => {
    const wrong = webhookDeps({ id: 'evt_3', type: 'checkout.session.completed', objectId: 'cs_test_cheap' });
    const empty = webhookDeps({ id: 'evt_4', type: 'checkout.session.completed', objectId: undefined });

    await expect(handleStripeEvent(wrong.deps, Buffer.from('{}'), 's')).rejects.toMatchObject({
      statusCode: 402,
    });
    await expect(handleStripeEvent(empty.deps, Buffer.from('{}'), 's')).rejects.toMatchObject({
      statusCode: 400,
    });
    expect(wrong.items.size).toBe(0);
  });
});
