import { startTestStack, type TestStack } from '../support/test-stack';

const PER_ADDRESS = 10;

describe('the per-address login limit under concurrency', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack({
      trustViewerAddressHeader: true,
      env: { LOGIN_MAX_FAILURES_PER_ADDRESS: String(PER_ADDRESS) },
    });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('checks at most the limit of passwords from one address, however many requests arrive at once', async () => {
    const attempts = Array.from({ length: 4 * PER_ADDRESS }, (_, index) =>
      stack.api.post(
        '/api/auth/login',
        { pec: `sconosciuto.${index}@pec.it`, password: 'Sbagliata!123' },
        { headers: { 'cloudfront-viewer-address': '203.0.113.77:443' } },
      ),
    );

    const statuses = (await Promise.all(attempts)).map((response) => response.status);

    expect(statuses.filter((status) => status === 401)).toHaveLength(PER_ADDRESS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3 * PER_ADDRESS);
  });

  it('gives a reserved attempt back when the password is right, so an office signing in often is not locked out', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < PER_ADDRESS + 3; i += 1) {
      const response = await stack.api.post(
        '/api/auth/login',
        { pec: 'avvocato@pec.local', password: 'Avvocato!2345' },
        { headers: { 'cloudfront-viewer-address': '203.0.113.78:443' } },
      );
      statuses.push(response.status);
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
  });
});
