import { createDynamoUserRepository } from '@redigo/functions/infrastructure/dynamodb/users/user-table';
import { linkToken, loginAs, mailsTo, registrationBody, demoAccount } from '../support/accounts';
import { startTestStack, type TestStack } from '../support/test-stack';

// The stack starts in a few seconds and hashes with real scrypt: more than jest's default 5 s.

describe('the account lifecycle', () => {
  let stack: TestStack;
  const users = () => createDynamoUserRepository(stack.infrastructure.dynamo, stack.config.tables.users);

  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('goes from registration to verification, approval, login, refresh and logout', async () => {
    // Register
    const body = registrationBody({ name: 'Lucia', surname: 'Ferri', newsletter: true });
    const registered = await stack.api.post('/api/auth/register', body);
    expect(registered.status).toBe(201);
    expect(registered.body).toEqual({ data: { ok: true } });
    const stored = await users().findByPec(body.pec);
    expect(stored).toMatchObject({
      status: 'in attesa',
      email_verified: false,
      role: 'user',
      newsletter: true,
    });
    expect(stored?.passwordHash).toMatch(/^scrypt\$/);
    expect(stored?.consents).toEqual({
      terms_acceptance: stored?.createdAt,
      privacy: stored?.createdAt,
      terms_art_9_10: stored?.createdAt,
      newsletter: stored?.createdAt,
    });

    // The verification mail links to the SPA with a token
    const [verification] = await mailsTo(stack, body.pec);
    expect(verification?.links[0]).toMatch(new RegExp(`^${stack.url}/verify-email\\?token=[\\w-]{40,}$`));
    expect(verification?.html).toContain('Conferma la PEC');

    // Not verified yet: the right password gets the spec's message
    const early = await stack.api.post('/api/auth/login', { pec: body.pec, password: body.password });
    expect(early.status).toBe(403);
    expect(early.body).toEqual({
      message: 'Verifica la tua E-Mail per poter accedere.',
      code: 'EMAIL_NOT_VERIFIED',
    });

    // Verify: the PEC is verified, the account still pending, the admins told
    const token = await linkToken(stack, body.pec, '/verify-email');
    const verified = await stack.api.post(`/api/auth/verify-email?token=${token}`);
    expect(verified.status).toBe(200);
    expect(await users().findByPec(body.pec)).toMatchObject({ email_verified: true, status: 'in attesa' });
    const [notice] = await mailsTo(stack, demoAccount('admin').pec);
    expect(notice?.subject).toBe('Nuova registrazione da approvare: Lucia Ferri');
    expect(notice?.text).toContain(body.pec);
    expect(notice?.links).toContain(`${stack.url}/admin/utenti`);

    // The same link again (a mail scanner may have opened it first): 200, and the admins are not told twice
    const adminMails = (await mailsTo(stack, demoAccount('admin').pec)).length;
    const again = await stack.api.post(`/api/auth/verify-email?token=${token}`);
    expect(again.status).toBe(200);
    expect(await mailsTo(stack, demoAccount('admin').pec)).toHaveLength(adminMails);

    // Pending: the Bar check is in progress
    const pending = await stack.api.post('/api/auth/login', { pec: body.pec, password: body.password });
    expect(pending.status).toBe(403);
    expect(pending.body.code).toBe('ACCOUNT_PENDING');
    expect(pending.body.message).toContain('Albo');

    // The admin accepts: the lawyer gets a login link
    const admin = await loginAs(stack, 'admin');
    const accepted = await stack.api.post(
      '/api/auth/change-user-status',
      { userId: stored?.id, status: 'confermato' },
      { token: admin.token },
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ data: { id: stored?.id } });
    const [welcome] = await mailsTo(stack, body.pec);
    expect(welcome?.links).toContain(`${stack.url}/login`);

    // Login: the user with the PEC, the tokens in exposed headers
    const signedIn = await stack.api.post('/api/auth/login', {
      pec: body.pec.toUpperCase(),
      password: body.password,
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toEqual({
      data: {
        id: stored?.id,
        name: 'Lucia',
        surname: 'Ferri',
        status: 'confermato',
        role: 'user',
        newsletter: true,
        pec: body.pec,
      },
    });
    expect(signedIn.headers.get('access-control-expose-headers')).toMatch(/authorization.*refresh/);
    const accessToken = signedIn.headers.get('authorization') as string;
    const refreshToken = signedIn.headers.get('refresh') as string;
    expect((await stack.api.get(`/api/user/${stored?.id}`, { token: accessToken })).status).toBe(200);

    // Refresh: a new pair; the new access token works
    const refreshed = await stack.api.post('/api/auth/refresh-tokens', undefined, {
      headers: { Refresh: refreshToken },
    });
    expect(refreshed.status).toBe(200);
    const newAccess = refreshed.headers.get('authorization') as string;
    const newRefresh = refreshed.headers.get('refresh') as string;
    expect(newRefresh).not.toBe(refreshToken);
    expect((await stack.api.get(`/api/user/${stored?.id}`, { token: newAccess })).status).toBe(200);

    // Logout with the Refresh header only: 204, and the session's tokens stop working
    const loggedOut = await stack.api.post('/api/auth/logout', undefined, {
      headers: { Refresh: newRefresh },
    });
    expect(loggedOut.status).toBe(204);
    expect((await stack.api.get(`/api/user/${stored?.id}`, { token: newAccess })).status).toBe(401);
    const afterLogout = await stack.api.post('/api/auth/refresh-tokens', undefined, {
      headers: { Refresh: newRefresh },
    });
    expect(afterLogout.status).toBe(401);
  });
});
