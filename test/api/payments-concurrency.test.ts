import { createHash } from 'node:crypto';
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

jest.setTimeout(180_000);

const LOCAZIONE = 'Contratto di locazione abitativa 4+4';
const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

describe('exactly one payment per contract, whatever the order and concurrency of the calls', () => {
  let stack: TestStack;
  let user: SignedIn;
  let templateId: string;

  beforeAll(async () => {
    stack = await startTestStack();
    user = await loginAs(stack, 'user');
    templateId = await templateIdByName(stack, user.token, LOCAZIONE);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const paidCount = async (): Promise<number> =>
    (await stack.api.get('/api/contract?payed=true&limit=1', { token: user.token })).body.data.totalResults;

  it('records one payment and one document from 20 duplicate webhook deliveries racing 5 POST /payment; one POST answers 201', async () => {
    const contract = await createCompletedContract(stack, user.token, templateId);
    const paid = await payThroughStandIn(stack, user.token, contract.id, {
      params: { deliver_webhook: 'false' },
    });
    const sessionId = paid.sessionId ?? '';
    const event = await signedCompletedEvent(stack, sessionId);
    const paidBefore = await paidCount();

    const [webhooks, posts] = await Promise.all([
      Promise.all(Array.from({ length: 20 }, () => postWebhook(stack, event.body, event.signature))),
      Promise.all(Array.from({ length: 5 }, () => postPayment(stack, user.token, contract.id, sessionId))),
    ]);

    const ids = new Set([
      ...webhooks.map((response) => response.body.data?.paymentId),
      ...posts.map((response) => response.body.data?.id),
    ]);
    const recordedByWebhook = webhooks.filter((response) => response.body.data?.created === true).length;
    const firstConfirmations = posts.filter((response) => response.status === 201).length;
    const items = (await paymentItems(stack)).filter(
      (item) => item.contractId === contract.id || item.id === `contract#${contract.id}`,
    );
    const keys = await documentKeysOf(stack, contract.id);
    const download = await stack.api.get(`/api/contract/download/${contract.id}`, { token: user.token });
    const stored = await stack.infrastructure.files.documents.get(keys[0] ?? '');

    expect(webhooks.map((response) => response.status)).toEqual(Array(20).fill(200));
    expect(posts.every((response) => [200, 201].includes(response.status))).toBe(true);
    expect(ids.size).toBe(1);
    expect(recordedByWebhook).toBeLessThanOrEqual(1);
    expect(firstConfirmations).toBe(1);
    expect(items.map((item) => String(item.id).split('#')[0]).sort()).toEqual(
      [[...ids][0], 'contract', 'session'].sort(),
    );
    expect(keys).toHaveLength(1);
    expect(sha256(download.raw)).toBe(sha256(stored ?? Buffer.alloc(0)));
    expect(await paidCount()).toBe(paidBefore + 1);
  });

  it('lets one of two sessions racing for one contract win; the other gets 402', async () => {
    const contract = await createCompletedContract(stack, user.token, templateId);
    const sessions = await Promise.all(
      [1, 2].map(() =>
        payThroughStandIn(stack, user.token, contract.id, { params: { deliver_webhook: 'false' } }),
      ),
    );
    const events = await Promise.all(
      sessions.map((paid) => signedCompletedEvent(stack, paid.sessionId ?? '')),
    );

    const responses = await Promise.all([
      ...events.map((event) => postWebhook(stack, event.body, event.signature)),
      ...sessions.map((paid) => postPayment(stack, user.token, contract.id, paid.sessionId ?? '')),
    ]);

    const statuses = responses.map((response) => response.status);
    const payments = (await paymentItems(stack)).filter(
      (item) => item.contractId === contract.id && !String(item.id).includes('#'),
    );
    expect(statuses.filter((status) => status === 402)).toHaveLength(2);
    expect(statuses.filter((status) => status === 200 || status === 201)).toHaveLength(2);
    expect(payments).toHaveLength(1);
    expect(await documentKeysOf(stack, contract.id)).toHaveLength(1);
  });
});
