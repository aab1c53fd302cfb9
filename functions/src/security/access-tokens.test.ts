import { randomBytes } from 'node:crypto';
import type { Clock } from '../ports/clock';
import type { SecretsProvider } from '../ports/secrets';
import { ACCESS_TOKEN_TTL_SECONDS, createAccessTokens } from './access-tokens';

const secretsWith = (key: Buffer): SecretsProvider => ({
  get: async () => ({
    jwtSigningKey: key.toString('base64'),
    stripeSecretKey: 'sk',
    stripeWebhookSecret: 'wh',
  }),
});

describe('access tokens', () => {
  let now = Date.UTC(2026, 10, 21, 10, 0, 0);
  const clock: Clock = { now: () => new Date(now) };
  const key = randomBytes(32);
  const principal = { userId: 'u1', role: 'user' as const, sessionId: 's1' };

  it('verifies what it issued, until the token expires (also when remembered)', async () => {
    const tokens = createAccessTokens(secretsWith(key), clock);
    const token = await tokens.issue(principal);
    expect(await tokens.verify(token)).toEqual(principal);
    expect(await tokens.verify(token)).toEqual(principal);
    now += ACCESS_TOKEN_TTL_SECONDS * 1000 + 1000;
    expect(await tokens.verify(token)).toBeUndefined();
  });

  it('refuses a token signed with another key, or altered', async () => {
    const issuer = createAccessTokens(secretsWith(randomBytes(32)), clock);
    const verifier = createAccessTokens(secretsWith(key), clock);
    const foreign = await issuer.issue(principal);
    expect(await verifier.verify(foreign)).toBeUndefined();
    const own = await verifier.issue(principal);
    const [header, payload, signature] = own.split('.');
    const altered = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()), role: 'admin' }),
    ).toString('base64url');
    expect(await verifier.verify(`${header}.${altered}.${signature}`)).toBeUndefined();
    expect(await verifier.verify('not-a-token')).toBeUndefined();
  });
});
