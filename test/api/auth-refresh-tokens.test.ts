import { createDynamoOneTimeTokens } from '@redigo/functions/infrastructure/dynamodb/tokens/one-time-token-table';
import { createDynamoSessionStore } from '@redigo/functions/infrastructure/dynamodb/tokens/session-table';
import { hashToken, newOpaqueToken } from '@redigo/functions/security/opaque-token';
import { loginAs, registrationBody, type SignedIn } from '../support/accounts';
import { startTestStack, type TestStack } from '../support/test-stack';

// The stack starts in a few seconds and hashes with real scrypt: more than jest's default 5 s.

describe('refresh and link tokens', () => {
  let stack: TestStack;

  const profile = (signedIn: Pick<SignedIn, 'user'>, token: string) =>
    stack.api.get(`/api/user/${signedIn.user.id}`, { token });
  const refresh = (refreshToken: string) =>
    stack.api.post('/api/auth/refresh-tokens', undefined, { headers: { Refresh: refreshToken } });
  const past = () => new Date(Date.now() - 60_000);

  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(async () => {
    await stack?.stop();
  });

  describe('refresh tokens', () => {
    it('rotate: each is spent by its use, and presenting a spent one ends the whole session', async () => {
      // Prepare
      const user = await loginAs(stack, 'user');
      const first = await refresh(user.refreshToken);
      const second = await refresh(first.headers.get('refresh') as string);
      const latestAccess = second.headers.get('authorization') as string;
      expect([first.status, second.status]).toEqual([200, 200]);
      expect((await profile(user, latestAccess)).status).toBe(200);

      // Act: the first token comes back (someone copied it)
      const reuse = await refresh(user.refreshToken);

      // Assess
      expect(reuse.status).toBe(401);
      expect((await profile(user, latestAccess)).status).toBe(401);
      expect((await refresh(second.headers.get('refresh') as string)).status).toBe(401);
      expect((await profile(user, user.token)).status).toBe(401);
    });

    it('used twice at once give at most one new pair, and the session ends', async () => {
      const user = await loginAs(stack, 'user');
      const answers = await Promise.all([refresh(user.refreshToken), refresh(user.refreshToken)]);
      expect(answers.filter((answer) => answer.status === 200).length).toBeLessThanOrEqual(1);
      const winner = answers.find((answer) => answer.status === 200);
      if (winner) expect((await refresh(winner.headers.get('refresh') as string)).status).toBe(401);
      expect((await profile(user, user.token)).status).toBe(401);
    });

    it('are accepted in the body too, and refused when missing, unknown or expired', async () => {
      // Prepare
      const user = await loginAs(stack, 'user');
      const sessions = createDynamoSessionStore(stack.infrastructure.dynamo, stack.config.tables.tokens, {
        now: () => new Date(),
      });
      const expired = newOpaqueToken();
      await sessions.start({
        sessionId: `expired-${Date.now()}`,
        userId: user.user.id,
        refreshTokenHash: hashToken(expired),
        expiresAt: past(),
      });

      // Act
      const inBody = await stack.api.post('/api/auth/refresh-tokens', { refreshToken: user.refreshToken });
      const missing = await stack.api.post('/api/auth/refresh-tokens');
      const unknown = await refresh(newOpaqueToken());
      const outOfDate = await refresh(expired);

      // Assess
      expect(inBody.status).toBe(200);
      expect(inBody.headers.get('authorization')).toBeTruthy();
      expect([missing.status, unknown.status, outOfDate.status]).toEqual([401, 401, 401]);
    });

    it('end with the logout; logging out again or without a token changes nothing', async () => {
      const user = await loginAs(stack, 'user');
      const other = await loginAs(stack, 'user');
      expect(
        (await stack.api.post('/api/auth/logout', undefined, { headers: { Refresh: user.refreshToken } }))
          .status,
      ).toBe(204);
      expect(
        (await stack.api.post('/api/auth/logout', undefined, { headers: { Refresh: user.refreshToken } }))
          .status,
      ).toBe(204);
      expect((await stack.api.post('/api/auth/logout')).status).toBe(204);
      expect((await stack.api.post('/api/auth/logout', { refreshToken: 'nonsense' })).status).toBe(204);
      expect((await profile(user, user.token)).status).toBe(401);
      expect((await refresh(user.refreshToken)).status).toBe(401);
      expect((await profile(other, other.token)).status).toBe(200);
    });
  });

  describe('link tokens', () => {
    it('for verification and reset stop working once expired', async () => {
      // Prepare
      const body = registrationBody();
      await stack.api.post('/api/auth/register', body);
      const links = createDynamoOneTimeTokens(stack.infrastructure.dynamo, stack.config.tables.tokens, {
        now: () => new Date(),
      });
      const admin = await loginAs(stack, 'admin');
      const verify = newOpaqueToken();
      const reset = newOpaqueToken();
      await links.save('verify', hashToken(verify), 'some-user', past());
      await links.save('reset', hashToken(reset), admin.user.id, past());

      // Act
      const verified = await stack.api.post(`/api/auth/verify-email?token=${verify}`);
      const resetDone = await stack.api.post(`/api/auth/reset-password?token=${reset}`, {
        password: 'Nuova!Chiave42',
      });

      // Assess
      expect(verified.status).toBe(400);
      expect(verified.body.message).toBe("Verifica dell'E-mail fallita");
      expect(resetDone.status).toBe(400);
      expect(resetDone.body.message).toBe('Reset della password fallito');
      expect((await profile(admin, admin.token)).status).toBe(200);
    });

    it('are stored only as hashes', async () => {
      // Prepare
      const body = registrationBody();
      await stack.api.post('/api/auth/register', body);
      const response = await stack.api.get('/_local/mail.json');
      const link = response.body.find((mail: { to: string }) => mail.to === body.pec).links[0] as string;
      const token = new URL(link).searchParams.get('token') as string;
      const links = createDynamoOneTimeTokens(stack.infrastructure.dynamo, stack.config.tables.tokens, {
        now: () => new Date(),
      });

      // Act
      const byHash = await links.spend('verify', hashToken(token));
      const byToken = await links.spend('verify', token);

      // Assess
      expect(byHash).toBeTruthy();
      expect(byToken).toBeUndefined();
    });
  });
});
