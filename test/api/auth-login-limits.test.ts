import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { hashToken } from '@redigo/functions/security/opaque-token';
import { linkToken, login, registerVerifiedApprovedLawyer, uniquePec } from '../support/accounts';
import { startTestStack, type TestStack } from '../support/test-stack';

// The stack starts in a few seconds and hashes with real scrypt: more than jest's default 5 s.

describe('login limits', () => {
  let stack: TestStack;
  let addresses = 0;

  /** A client address of its own for each caller, as CloudFront forwards it. */
  const newAddress = (): string => `198.51.100.${(addresses += 1)}`;
  const attempt = (pec: string, password: string, address: string) =>
    stack.api.post(
      '/api/auth/login',
      { pec, password },
      { headers: { 'cloudfront-viewer-address': `${address}:443` } },
    );
  const failTimes = async (pec: string, address: string, times: number) => {
    const statuses = [];
    for (let i = 0; i < times; i += 1) statuses.push((await attempt(pec, 'Sbagliata!123', address)).status);
    return statuses;
  };

  beforeAll(async () => {
    stack = await startTestStack({ trustViewerAddressHeader: true });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('locks an account after 5 failures with a 429 and a clear message, even for the right password', async () => {
    // Prepare
    const lawyer = await registerVerifiedApprovedLawyer(stack);
    const stranger = newAddress();

    // Act
    const failures = await failTimes(lawyer.pec, stranger, 5);
    const locked = await attempt(lawyer.pec, lawyer.password, stranger);
    const elsewhere = await attempt(lawyer.pec, lawyer.password, newAddress());

    // Assess
    expect(failures).toEqual([401, 401, 401, 401, 401]);
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('TOO_MANY_REQUESTS');
    expect(locked.body.message).toBe(
      'Troppi tentativi di accesso non riusciti. Riprova tra 15 minuti oppure reimposta la password.',
    );
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(elsewhere.status).toBe(429);
  });

  it('does not keep the owner out from the address they signed in from (their own limit applies)', async () => {
    // Prepare: the owner signed in from the test's own address (registerVerifiedApprovedLawyer)
    const lawyer = await registerVerifiedApprovedLawyer(stack);
    await failTimes(lawyer.pec, newAddress(), 5);

    // Act
    const owner = await stack.api.post('/api/auth/login', { pec: lawyer.pec, password: lawyer.password });

    // Assess
    expect(owner.status).toBe(200);
  });

  it('locks an unknown PEC the same way, so the lock tells nothing', async () => {
    const address = newAddress();
    const statuses = await failTimes(uniquePec('nessuno'), address, 6);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('forgets failures after a success', async () => {
    const lawyer = await registerVerifiedApprovedLawyer(stack);
    const address = newAddress();
    await failTimes(lawyer.pec, address, 4);
    expect((await attempt(lawyer.pec, lawyer.password, address)).status).toBe(200);
    expect(await failTimes(lawyer.pec, address, 4)).toEqual([401, 401, 401, 401]);
    expect((await attempt(lawyer.pec, lawyer.password, address)).status).toBe(200);
  });

  it('lets the right password in once the lock window is over', async () => {
    // Prepare: locked, then the 15 minutes pass (the counter's expiry is moved into the past)
    const lawyer = await registerVerifiedApprovedLawyer(stack);
    const address = newAddress();
    await failTimes(lawyer.pec, address, 5);
    expect((await attempt(lawyer.pec, lawyer.password, address)).status).toBe(429);
    await stack.infrastructure.dynamo.send(
      new UpdateCommand({
        TableName: stack.config.tables.tokens,
        Key: { id: `login#account#${hashToken(lawyer.pec)}` },
        UpdateExpression: 'SET expiresAt = :past',
        ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
      }),
    );

    // Act
    const after = await attempt(lawyer.pec, lawyer.password, address);

    // Assess
    expect(after.status).toBe(200);
  });

  it('lifts the lock when the password is reset', async () => {
    // Prepare
    const lawyer = await registerVerifiedApprovedLawyer(stack);
    const address = newAddress();
    await failTimes(lawyer.pec, address, 5);
    await stack.api.post('/api/auth/forgot-password', { pec: lawyer.pec });
    const token = await linkToken(stack, lawyer.pec, '/reset-password');
    await stack.api.post(`/api/auth/reset-password?token=${token}`, { password: 'Nuvola#Verde33' });

    // Act
    const after = await attempt(lawyer.pec, 'Nuvola#Verde33', address);

    // Assess
    expect(after.status).toBe(200);
  });

  it('refuses an address after 100 failures in the window, on any account, but not other addresses', async () => {
    // Prepare
    const lawyer = await registerVerifiedApprovedLawyer(stack);
    const address = newAddress();
    const accounts = Array.from({ length: 20 }, () => uniquePec('prova'));
    await Promise.all(accounts.map((pec) => failTimes(pec, address, 5)));

    // Act
    const fromThatAddress = await attempt(lawyer.pec, lawyer.password, address);
    const fromAnother = await attempt(lawyer.pec, lawyer.password, newAddress());

    // Assess
    expect(fromThatAddress.status).toBe(429);
    expect(fromAnother.status).toBe(200);
    await login(stack, lawyer.pec, lawyer.password);
  });
});
