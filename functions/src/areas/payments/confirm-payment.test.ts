import { completedRecord } from '../contracts/test-support/contract-fixtures';
import { confirmPayment } from './confirm-payment';
import { recordPayment } from './record-payment';
import { memoryPaymentDeps, paidSession } from './test-support/payment-fakes';

const claim = { sessionId: 'cs_test_1', contractId: 'c-1', payerId: 'u-1' };

describe('confirmPayment', () => {
  it('answers created for the call that records the payment, then the same id not created', async () => {
    const { deps } = memoryPaymentDeps([completedRecord()], [paidSession()]);

    const first = await confirmPayment(deps, claim);
    const again = await confirmPayment(deps, claim);

    expect(first).toEqual({ id: 'pay-1', created: true });
    expect(again).toEqual({ id: 'pay-1', created: false });
  });

  it("answers created for the client's first call after the webhook recorded the payment, once", async () => {
    const { deps, items } = memoryPaymentDeps([completedRecord()], [paidSession()]);
    const fromWebhook = await recordPayment(deps, { sessionId: 'cs_test_1' });

    const first = await confirmPayment(deps, claim);
    const again = await confirmPayment(deps, claim);

    expect(fromWebhook.created).toBe(true);
    expect(first).toEqual({ id: fromWebhook.id, created: true });
    expect(again).toEqual({ id: fromWebhook.id, created: false });
    expect([...items.keys()].filter((id) => id.startsWith('pay-'))).toEqual([fromWebhook.id]);
  });

  it('answers created to exactly one of many racing client calls after the webhook', async () => {
    const { deps } = memoryPaymentDeps([completedRecord()], [paidSession()]);
    await recordPayment(deps, { sessionId: 'cs_test_1' });

    const results = await Promise.all(Array.from({ length: 6 }, () => confirmPayment(deps, claim)));

    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(new Set(results.map((result) => result.id)).size).toBe(1);
  });
});
