import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeJwt, SignJWT, type JWTPayload } from 'jose';
import { loginAs, type SignedIn } from '../support/accounts';
import { startTestStack, type TestStack } from '../support/test-stack';

// The stack starts in a few seconds and hashes with real scrypt: more than jest's default 5 s.

const base64url = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('access tokens', () => {
  let stack: TestStack;
  let key: Uint8Array;

  const profile = (signedIn: Pick<SignedIn, 'user'>, token: string) =>
    stack.api.get(`/api/user/${signedIn.user.id}`, { token });

  /** An access token with our claims, changed as a test asks. */
  const mint = async (
    claims: JWTPayload,
    options: { alg?: string; typ?: string; key?: Uint8Array } = {},
  ): Promise<string> =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: options.alg ?? 'HS256', typ: options.typ ?? 'at+jwt' })
      .sign(options.key ?? key);

  beforeAll(async () => {
    stack = await startTestStack();
    const secrets = JSON.parse(readFileSync(join(stack.dataDir, 'secrets.json'), 'utf8'));
    key = new Uint8Array(Buffer.from(secrets.jwtSigningKey, 'base64'));
  });
  afterAll(async () => {
    await stack?.stop();
  });

  describe('access tokens', () => {
    let user: SignedIn;
    let claims: JWTPayload;
    beforeAll(async () => {
      user = await loginAs(stack, 'user');
      claims = decodeJwt(user.token);
    });

    it('carry the user, the role and the session, for 15 minutes', () => {
      expect(claims).toMatchObject({ sub: user.user.id, role: 'user', iss: 'redigo', aud: 'redigo-api' });
      expect(typeof claims.sid).toBe('string');
      expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(15 * 60);
    });

    it('are accepted when minted with our key and claims (the control for the tampering below)', async () => {
      expect((await profile(user, await mint(claims))).status).toBe(200);
    });

    it.each([
      ['signed with another key', async () => mint(claims, { key: new Uint8Array(32).fill(7) })],
      ['for another audience', async () => mint({ ...claims, aud: 'another-api' })],
      ['from another issuer', async () => mint({ ...claims, iss: 'someone-else' })],
      ['of another type', async () => mint(claims, { typ: 'JWT' })],
      ['with another algorithm', async () => mint(claims, { alg: 'HS512' })],
      ['expired', async () => mint({ ...claims, iat: claims.iat! - 3600, exp: claims.iat! - 1800 })],
      ['without an expiry', async () => mint({ ...claims, exp: undefined })],
      [
        'unsigned (alg none)',
        async () => `${base64url({ alg: 'none', typ: 'at+jwt' })}.${base64url(claims)}.`,
      ],
      [
        'with its role changed to admin',
        async () => {
          const [header, , signature] = user.token.split('.');
          return `${header}.${base64url({ ...claims, role: 'admin' })}.${signature}`;
        },
      ],
      ['naming a session that does not exist', async () => mint({ ...claims, sid: 'not-a-session' })],
    ])('are refused when %s', async (_case, make) => {
      // Act
      const response = await stack.api.get('/api/user', { token: await make() });
      const own = await profile(user, await make());

      // Assess
      expect(response.status).toBe(401);
      expect(own.status).toBe(401);
      expect(own.body.code).toBe('UNAUTHORIZED');
    });

    it('are refused in a malformed Authorization header', async () => {
      for (const header of [
        user.token,
        `Basic ${user.token}`,
        'Bearer',
        'Bearer a b',
        `Bearer ${'x'.repeat(9000)}`,
      ]) {
        const response = await stack.api.get(`/api/user/${user.user.id}`, {
          headers: { authorization: header },
        });
        expect(response.status).toBe(401);
      }
    });
  });
});
