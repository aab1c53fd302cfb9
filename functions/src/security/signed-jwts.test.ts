import { randomBytes } from 'node:crypto';
import type { Clock } from '../ports/clock';
import { createSignedJwts, type JwtKind } from './signed-jwts';

describe('signed JWTs', () => {
  let now = Date.UTC(2026, 10, 21, 10, 0, 0);
  const clock: Clock = { now: () => new Date(now) };
  const key = new Uint8Array(randomBytes(32));
  const signingKey = async () => key;
  const access: JwtKind = { audience: 'redigo-api', type: 'at+jwt', ttlSeconds: 60 };
  const client: JwtKind = { audience: 'redigo-client', type: 'client+jwt', ttlSeconds: 60 };

  it('verifies a token of its kind with its claims, until it expires', async () => {
    const jwts = createSignedJwts(access, signingKey, clock);
    const token = await jwts.issue('u1', { role: 'user' });
    expect(await jwts.verify(token)).toMatchObject({
      sub: 'u1',
      role: 'user',
      iss: 'redigo',
      aud: 'redigo-api',
    });
    now += 61_000;
    expect(await jwts.verify(token)).toBeUndefined();
  });

  it('refuses a token of another kind signed with the same key, and what is no token', async () => {
    const token = await createSignedJwts(client, signingKey, clock).issue('link-1');
    const accessJwts = createSignedJwts(access, signingKey, clock);
    expect(await accessJwts.verify(token)).toBeUndefined();
    expect(
      await createSignedJwts({ ...client, type: 'at+jwt' }, signingKey, clock).verify(token),
    ).toBeUndefined();
    expect(await accessJwts.verify('not-a-token')).toBeUndefined();
  });

  it('refuses every token when the key cannot be read', async () => {
    const token = await createSignedJwts(access, signingKey, clock).issue('u1');
    const broken = createSignedJwts(access, () => Promise.reject(new Error('no secrets')), clock);
    expect(await broken.verify(token)).toBeUndefined();
  });
});
