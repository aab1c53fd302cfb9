import { createDynamoUserRepository } from '../../functions/src/areas/users/user-repository';
import {
  linkToken,
  login,
  loginAs,
  mailsTo,
  registerVerifiedApprovedLawyer,
  registrationBody,
  demoAccount,
} from '../support/accounts';
import { startTestStack, type TestStack } from '../support/test-stack';

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

    // The link is single use
    const again = await stack.api.post(`/api/auth/verify-email?token=${token}`);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe("Verifica dell'E-mail fallita");

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

  it('tells each account state only after a correct password', async () => {
    // Prepare
    const lawyer = await registerVerifiedApprovedLawyer(stack);
    const admin = await loginAs(stack, 'admin');
    const setStatus = (status: string) =>
      stack.api.post(
        '/api/auth/change-user-status',
        { userId: lawyer.user.id, status },
        { token: admin.token },
      );

    // Act: suspend
    expect((await setStatus('sospeso')).status).toBe(200);

    // Assess: the open session ends at once; the login says suspended, but only to the right password
    expect((await stack.api.get(`/api/user/${lawyer.user.id}`, { token: lawyer.token })).status).toBe(401);
    const refresh = await stack.api.post('/api/auth/refresh-tokens', { refreshToken: lawyer.refreshToken });
    expect(refresh.status).toBe(401);
    const suspended = await stack.api.post('/api/auth/login', { pec: lawyer.pec, password: lawyer.password });
    expect(suspended.status).toBe(403);
    expect(suspended.body.code).toBe('ACCOUNT_SUSPENDED');
    expect(suspended.body.message).toContain('sospeso');
    const wrong = await stack.api.post('/api/auth/login', { pec: lawyer.pec, password: 'Sbagliata!123' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Credenziali Email o Password non valide');

    // Reactivated: told by mail, signs in again
    expect((await setStatus('confermato')).status).toBe(200);
    expect((await mailsTo(stack, lawyer.pec))[0]?.subject).toContain('di nuovo attivo');
    await login(stack, lawyer.pec, lawyer.password);
  });

  it('refuses a rejected account after a correct password and treats a cancelled one as unknown', async () => {
    // Prepare
    const admin = await loginAs(stack, 'admin');
    const body = registrationBody();
    await stack.api.post('/api/auth/register', body);
    await stack.api.post(`/api/auth/verify-email?token=${await linkToken(stack, body.pec, '/verify-email')}`);
    const user = await users().findByPec(body.pec);

    // Act
    const rejected = await stack.api.post(
      '/api/auth/change-user-status',
      { userId: user?.id, status: 'rifiutato' },
      { token: admin.token },
    );
    const refusedLogin = await stack.api.post('/api/auth/login', { pec: body.pec, password: body.password });
    await users().changeStatus(user?.id ?? '', 'rifiutato', 'cancellato', new Date().toISOString());
    const cancelledLogin = await stack.api.post('/api/auth/login', {
      pec: body.pec,
      password: body.password,
    });

    // Assess
    expect(rejected.status).toBe(200);
    expect(refusedLogin.status).toBe(403);
    expect(refusedLogin.body.code).toBe('ACCOUNT_REJECTED');
    expect(cancelledLogin.status).toBe(401);
    expect(cancelledLogin.body.code).toBe('INVALID_CREDENTIALS');
  });

  it('allows only the transitions of the spec, and only on existing accounts', async () => {
    // Prepare
    const admin = await loginAs(stack, 'admin');
    const lawyer = await registerVerifiedApprovedLawyer(stack);
    const unverified = registrationBody();
    await stack.api.post('/api/auth/register', unverified);
    const pendingId = (await users().findByPec(unverified.pec))?.id;
    const change = (userId: string | undefined, status: string) =>
      stack.api.post('/api/auth/change-user-status', { userId, status }, { token: admin.token });

    // Act
    const outcomes = {
      confirmedToRejected: await change(lawyer.user.id, 'rifiutato'),
      confirmedToPending: await change(lawyer.user.id, 'in attesa'),
      confirmedToConfirmed: await change(lawyer.user.id, 'confermato'),
      acceptUnverified: await change(pendingId, 'confermato'),
      unknownUser: await change('00000000-0000-4000-8000-000000000000', 'sospeso'),
      unknownStatus: await change(lawyer.user.id, 'attivo'),
      ownStatus: await change(admin.user.id, 'sospeso'),
    };

    // Assess
    expect(outcomes.confirmedToRejected.status).toBe(409);
    expect(outcomes.confirmedToRejected.body.message).toBe(
      'Non è possibile passare dallo stato "confermato" allo stato "rifiutato".',
    );
    expect(outcomes.confirmedToPending.status).toBe(409);
    expect(outcomes.confirmedToConfirmed.status).toBe(409);
    expect(outcomes.acceptUnverified.status).toBe(409);
    expect(outcomes.unknownUser.status).toBe(404);
    expect(outcomes.unknownStatus.status).toBe(400);
    expect(outcomes.ownStatus.status).toBe(409);
    expect((await users().findById(lawyer.user.id))?.status).toBe('confermato');
  });
});
