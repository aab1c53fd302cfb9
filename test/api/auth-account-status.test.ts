import { createDynamoUserRepository } from '@redigo/functions/infrastructure/dynamodb/users/user-table';
import {
  linkToken,
  login,
  loginAs,
  mailsTo,
  registerVerifiedApprovedLawyer,
  registrationBody,
} from '../support/accounts';
import { startTestStack, type TestStack } from '../support/test-stack';

// The stack starts in a few seconds and hashes with real scrypt: more than jest's default 5 s.

describe('account states and their changes', () => {
  let stack: TestStack;
  const users = () => createDynamoUserRepository(stack.infrastructure.dynamo, stack.config.tables.users);

  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(async () => {
    await stack?.stop();
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
    const change = (userId: string | undefined, status: string) =>
      stack.api.post('/api/auth/change-user-status', { userId, status }, { token: admin.token });

    // Act
    const outcomes = {
      confirmedToRejected: await change(lawyer.user.id, 'rifiutato'),
      confirmedToPending: await change(lawyer.user.id, 'in attesa'),
      confirmedToConfirmed: await change(lawyer.user.id, 'confermato'),
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
    expect(outcomes.unknownUser.status).toBe(404);
    expect(outcomes.unknownStatus.status).toBe(400);
    expect(outcomes.ownStatus.status).toBe(409);
    expect((await users().findById(lawyer.user.id))?.status).toBe('confermato');
  });

  it('accepts an account whose PEC is not verified yet; it signs in only once verified', async () => {
    // Prepare
    const admin = await loginAs(stack, 'admin');
    const unverified = registrationBody();
    await stack.api.post('/api/auth/register', unverified);
    const pendingId = (await users().findByPec(unverified.pec))?.id;

    // Act
    const accepted = await stack.api.post(
      '/api/auth/change-user-status',
      { userId: pendingId, status: 'confermato' },
      { token: admin.token },
    );
    const login = await stack.api.post('/api/auth/login', {
      pec: unverified.pec,
      password: unverified.password,
    });

    // Assess
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ data: { id: pendingId } });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe('Verifica la tua E-Mail per poter accedere.');
  });
});
