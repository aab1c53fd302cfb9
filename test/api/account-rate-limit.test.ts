import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { createDocumentClient } from '@redigo/functions/infrastructure/dynamodb/document-client';
import { windowAt } from '@redigo/functions/security/account-rate-limit';
import { loginAs } from '../support/accounts';
import { sharedDynamoDb, startTestStack, type TestStack } from '../support/test-stack';

/** A small share, so the flood is short: 5 requests per account in each window of a minute. */
const SHARE = 5;
const WINDOW_SECONDS = 60;

describe("each account's share of the API", () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack({
      env: { ACCOUNT_RATE_LIMIT: String(SHARE), ACCOUNT_RATE_WINDOW_SECONDS: String(WINDOW_SECONDS) },
    });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('answers 429 with a Retry-After and an Italian message past the share, while another account is served', async () => {
    // Prepare: the logins are public routes, which take from no share
    const flooder = await loginAs(stack, 'user');
    const other = await loginAs(stack, 'admin');

    // Act: both in the same run, the flooder sending four times its share at once
    const [flood, calm] = await Promise.all([
      Promise.all(
        Array.from({ length: 4 * SHARE }, () => stack.api.get('/api/category', { token: flooder.token })),
      ),
      Promise.all(
        Array.from({ length: SHARE - 1 }, () => stack.api.get('/api/category', { token: other.token })),
      ),
    ]);

    // Assess: at most the share of each window the flood touched (a minute boundary may fall inside it)
    const admitted = flood.filter((response) => response.status === 200);
    const refused = flood.filter((response) => response.status === 429);
    expect(admitted.length + refused.length).toBe(4 * SHARE);
    expect(admitted.length).toBeGreaterThanOrEqual(SHARE);
    expect(admitted.length).toBeLessThanOrEqual(2 * SHARE);
    const [first] = refused;
    expect(first?.body).toEqual({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(
        /^Troppe richieste in poco tempo da questo account\. Riprova tra \d+ second[io]\.$/,
      ),
    });
    const retryAfter = Number(first?.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
    expect(first?.body.message).toContain(`Riprova tra ${retryAfter} second`);
    expect(calm.map((response) => response.status)).toEqual(Array(SHARE - 1).fill(200));
  });

  it('refuses a limited account before reading its request, and keeps each counter with an expiry for the TTL', async () => {
    // Prepare: a share used up
    const lawyer = await loginAs(stack, 'user');
    for (let i = 0; i < 2 * SHARE; i += 1) await stack.api.get('/api/category', { token: lawyer.token });

    // Act
    const before = windowAt(Date.now(), WINDOW_SECONDS);
    const response = await stack.api.post('/api/contact', { non: 'valido' }, { token: lawyer.token });
    const after = windowAt(Date.now(), WINDOW_SECONDS);

    // Assess: the window the refusal fell in (the one before and after it, bar a boundary in between) is full
    expect(response.status).toBe(429);
    expect(response.body.code).toBe('RATE_LIMITED');
    const dynamo = createDocumentClient('eu-south-1', sharedDynamoDb());
    const counters = await Promise.all(
      [...new Map([before, after].map((window) => [window.index, window])).values()].map(async (window) => {
        const { Item } = await dynamo.send(
          new GetCommand({
            TableName: `${stack.tablePrefix}throttle`,
            Key: { id: `account#${lawyer.user.id}#${window.index}` },
            ConsistentRead: true,
          }),
        );
        return { Item, expiresAt: window.endsAt + 60 };
      }),
    );
    expect(counters).toContainEqual({
      Item: { id: expect.any(String), hits: SHARE, expiresAt: expect.any(Number) },
      expiresAt: expect.any(Number),
    });
    for (const { Item, expiresAt } of counters) if (Item) expect(Item.expiresAt).toBe(expiresAt);
  });
});
