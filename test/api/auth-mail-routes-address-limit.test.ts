import { mailsTo, registrationBody } from '../support/accounts';
import { startTestStack, type TestStack } from '../support/test-stack';

const LIMIT = 5;
const EXTRA = 20;

describe('the per-address limit of the routes that hash a password or send mail', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack({
      trustViewerAddressHeader: true,
      env: { MAIL_ROUTE_MAX_PER_ADDRESS: String(LIMIT), MAIL_QUOTA_PER_HOUR: '1000' },
    });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const from = (address: string) => ({ headers: { 'cloudfront-viewer-address': `${address}:443` } });
  const statusesOf = async (requests: Promise<{ status: number }>[]) =>
    (await Promise.all(requests)).map((response) => response.status);

  const expectRefusedBeyondLimit = (statuses: number[], allowed: number) => {
    expect(statuses.filter((status) => status === allowed)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(EXTRA);
  };

  it('registers (hashing and mailing) at most the limit from one address, however many arrive at once', async () => {
    const bodies = Array.from({ length: LIMIT + EXTRA }, () => registrationBody());

    const statuses = await statusesOf(
      bodies.map((body) => stack.api.post('/api/auth/register', body, from('203.0.113.10'))),
    );

    expectRefusedBeyondLimit(statuses, 201);
    const mails = await mailsTo(stack);
    const pecs = new Set(bodies.map((body) => body.pec));
    expect(mails.filter((mail) => pecs.has(mail.to))).toHaveLength(LIMIT);
  });

  it('mails at most the limit of reset links from one address, with a clear Italian 429 for the rest', async () => {
    const before = (await mailsTo(stack, 'avvocato@pec.local')).length;

    const responses = await Promise.all(
      Array.from({ length: LIMIT + EXTRA }, () =>
        stack.api.post('/api/auth/forgot-password', { pec: 'avvocato@pec.local' }, from('203.0.113.11')),
      ),
    );

    expectRefusedBeyondLimit(
      responses.map((response) => response.status),
      200,
    );
    expect(await mailsTo(stack, 'avvocato@pec.local')).toHaveLength(before + LIMIT);
    const refused = responses.find((response) => response.status === 429);
    expect(refused?.body).toEqual({
      message: 'Troppe richieste da questa connessione in poco tempo. Riprova tra 15 minuti.',
      code: 'TOO_MANY_REQUESTS',
    });
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
  });

  it('mails at most the limit of verification links from one address', async () => {
    const body = registrationBody();
    expect((await stack.api.post('/api/auth/register', body, from('203.0.113.12'))).status).toBe(201);

    const statuses = await statusesOf(
      Array.from({ length: LIMIT + EXTRA }, () =>
        stack.api.post('/api/auth/resend-verification', { pec: body.pec }, from('203.0.113.13')),
      ),
    );

    expectRefusedBeyondLimit(statuses, 200);
    expect(await mailsTo(stack, body.pec)).toHaveLength(1 + LIMIT);
  });

  it('limits the token routes too, each route and address on its own counter', async () => {
    const tries = (path: string, address: string) =>
      statusesOf(
        Array.from({ length: LIMIT + EXTRA }, () =>
          stack.api.post(path, { password: 'Tartaruga!Blu7' }, from(address)),
        ),
      );

    expectRefusedBeyondLimit(await tries('/api/auth/reset-password?token=sbagliato', '203.0.113.14'), 400);
    expectRefusedBeyondLimit(await tries('/api/auth/verify-email?token=sbagliato', '203.0.113.14'), 400);
    const elsewhere = await stack.api.post(
      '/api/auth/forgot-password',
      { pec: 'nessuno@pec.it' },
      from('203.0.113.15'),
    );
    expect(elsewhere.status).toBe(200);
  });
});
