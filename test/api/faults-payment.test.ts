import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isPaymentItem } from '@redigo/functions/infrastructure/dynamodb/payments/payment-items';
import type { ApiResponse } from '../support/api-client';
import { loginAs, type SignedIn } from '../support/accounts';
import { createCompletedContract, templateIdByName } from '../support/contracts';
import { faultAfterNext, startStoppableServices, type StoppableService } from '../support/faults';
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
/** Few, quick SDK retries, and every request checks its session in DynamoDB. */
const QUICK_FAILURES = {
  SDK_MAX_ATTEMPTS: '2',
  SDK_CONNECTION_TIMEOUT_MS: '500',
  SDK_REQUEST_TIMEOUT_MS: '2000',
  SESSION_CHECK_CACHE_MS: '0',
};

describe('a purchase when DynamoDB or S3 fail in the middle', () => {
  let services: { dynamo: StoppableService; s3: StoppableService };
  let stack: TestStack;
  let user: SignedIn;
  let templateId: string;

  beforeAll(async () => {
    services = await startStoppableServices(mkdtempSync(join(tmpdir(), 'redigo-faults-')));
    stack = await startTestStack({
      dynamodb: services.dynamo,
      s3: services.s3,
      env: QUICK_FAILURES,
    });
    user = await loginAs(stack, 'user');
    templateId = await templateIdByName(stack, user.token, CONSULENZA);
  });
  afterEach(async () => {
    // A test that failed midway must not leave a service down for the next one.
    await services.s3.start();
    await services.dynamo.start();
  });
  afterAll(async () => {
    await stack?.stop();
    await services?.s3.stop();
    await services?.dynamo.stop();
  });

  const expectUnavailable = (response: ApiResponse) => {
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(response.body).toEqual({
      message: 'Servizio momentaneamente non disponibile. Riprova tra qualche istante.',
      code: 'SERVICE_UNAVAILABLE',
    });
  };

  /** A completed contract paid on the stand-in, with the webhook held back for the test to deliver. */
  const paidContract = async () => {
    const contract = await createCompletedContract(stack, user.token, templateId);
    const paid = await payThroughStandIn(stack, user.token, contract.id, {
      params: { deliver_webhook: 'false' },
    });
    const sessionId = paid.sessionId ?? '';
    return { contractId: contract.id, sessionId, event: await signedCompletedEvent(stack, sessionId) };
  };

  const recordedFor = async (contractId: string) => {
    const items = (await paymentItems(stack)).filter((item) => item.contractId === contractId);
    return { items, payments: items.filter(isPaymentItem) };
  };

  const download = (contractId: string) =>
    stack.api.get(`/api/contract/download/${contractId}`, { token: user.token });

  it('S3 stopping after the master is read: 503, nothing recorded; after its restart, recorded once and stored', async () => {
    const { contractId, sessionId, event } = await paidContract();
    faultAfterNext(stack.infrastructure.files.masters, 'get', () => services.s3.stop());

    expectUnavailable(await postPayment(stack, user.token, contractId, sessionId));
    expect((await recordedFor(contractId)).items).toEqual([]);
    expect((await download(contractId)).status).toBe(402);

    await services.s3.start();
    const confirmed = await postPayment(stack, user.token, contractId, sessionId);
    const replayed = await postWebhook(stack, event.body, event.signature);

    expect(confirmed.status).toBe(201);
    expect(replayed.body.data).toEqual({ received: true, paymentId: confirmed.body.data.id, created: false });
    expect((await recordedFor(contractId)).payments).toHaveLength(1);
    expect(await documentKeysOf(stack, contractId)).toHaveLength(1);
    const document = await download(contractId);
    expect(document.status).toBe(200);
    expect(document.raw.subarray(0, 2).toString()).toBe('PK');
  });

  it('DynamoDB stopping after the document is stored: 503, nothing recorded; after its restart, the webhook and the cart converge', async () => {
    const { contractId, sessionId, event } = await paidContract();
    faultAfterNext(stack.infrastructure.files.documents, 'put', () => services.dynamo.stop());

    expectUnavailable(await postPayment(stack, user.token, contractId, sessionId));
    expectUnavailable(await postWebhook(stack, event.body, event.signature));
    expectUnavailable(await download(contractId));

    await services.dynamo.start();
    expect((await recordedFor(contractId)).items).toEqual([]);
    const delivered = await postWebhook(stack, event.body, event.signature);
    const confirmed = await postPayment(stack, user.token, contractId, sessionId);
    const replayed = await postWebhook(stack, event.body, event.signature);

    expect(delivered.body.data).toEqual({ received: true, paymentId: expect.any(String), created: true });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.data.id).toBe(delivered.body.data.paymentId);
    expect(replayed.body.data).toEqual({ ...delivered.body.data, created: false });
    expect((await recordedFor(contractId)).payments).toHaveLength(1);
    expect((await download(contractId)).status).toBe(200);
  });

  it('a download while either service is down: 503; afterwards the same bytes as before', async () => {
    const { contractId, sessionId } = await paidContract();
    expect((await postPayment(stack, user.token, contractId, sessionId)).status).toBe(201);
    const before = await download(contractId);

    await services.s3.stop();
    expectUnavailable(await download(contractId));
    await services.s3.start();
    await services.dynamo.stop();
    expectUnavailable(await download(contractId));
    await services.dynamo.start();

    const after = await download(contractId);
    expect(after.status).toBe(200);
    expect(after.raw.equals(before.raw)).toBe(true);
  });
});
