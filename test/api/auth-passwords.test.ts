import { createDynamoUserRepository } from '@redigo/functions/infrastructure/dynamodb/users/user-table';
import {
  linkToken,
  login,
  mailsTo,
  registerVerifiedApprovedLawyer,
  type SignedIn,
} from '../support/accounts';
import { startTestStack, type TestStack } from '../support/test-stack';

// The stack starts in a few seconds and hashes with real scrypt: more than jest's default 5 s.

describe('forgotten passwords', () => {
  let stack: TestStack;
  let lawyer: SignedIn;

  const forgot = (pec: string) => stack.api.post('/api/auth/forgot-password', { pec });
  const reset = (token: string, password: string) =>
    stack.api.post(`/api/auth/reset-password?token=${encodeURIComponent(token)}`, { password });
  const resetToken = (pec: string) => linkToken(stack, pec, '/reset-password');

  beforeAll(async () => {
    // AWS's mail quota (local runs default to 100 a PEC and hour).
    stack = await startTestStack({ env: { MAIL_QUOTA_PER_HOUR: '5' } });
    lawyer = await registerVerifiedApprovedLawyer(stack);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('mails a one-hour reset link to a verified account, in Italian with an absolute link', async () => {
    // Act
    const response = await forgot(lawyer.pec.toUpperCase());

    // Assess
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { ok: true } });
    const [mail] = await mailsTo(stack, lawyer.pec);
    expect(mail?.subject).toBe('Reimposta la password di Redigo');
    expect(mail?.links[0]).toMatch(new RegExp(`^${stack.url}/reset-password\\?token=[\\w-]{40,}$`));
    expect(mail?.html).toContain('Reimposta la password');
  });

  it('checks the new password before spending the link, then resets once and ends every session', async () => {
    // Prepare
    const otherSession = await login(stack, lawyer.pec, lawyer.password);
    await forgot(lawyer.pec);
    const olderToken = await resetToken(lawyer.pec);
    await forgot(lawyer.pec);
    const token = await resetToken(lawyer.pec);

    // Act
    const weak = await reset(token, 'debole');
    const done = await reset(token, 'Gabbiano#Rosso9');
    const replayed = await reset(token, 'Gabbiano#Rosso10');
    const older = await reset(olderToken, 'Gabbiano#Rosso11');

    // Assess
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe('La password non rispetta i requisiti minimi di sicurezza.');
    expect(done.status).toBe(200);
    expect(replayed.status).toBe(400);
    expect(replayed.body.message).toBe('Reset della password fallito');
    expect(older.status).toBe(400);

    for (const session of [lawyer, otherSession]) {
      expect((await stack.api.get(`/api/user/${session.user.id}`, { token: session.token })).status).toBe(
        401,
      );
      const renewed = await stack.api.post('/api/auth/refresh-tokens', {
        refreshToken: session.refreshToken,
      });
      expect(renewed.status).toBe(401);
    }
    const oldPassword = await stack.api.post('/api/auth/login', {
      pec: lawyer.pec,
      password: lawyer.password,
    });
    expect(oldPassword.status).toBe(401);
    lawyer = await login(stack, lawyer.pec, 'Gabbiano#Rosso9');
    expect((await mailsTo(stack, lawyer.pec))[0]?.subject).toBe('La password di Redigo è stata cambiata');
  });

  it('refuses a missing or made-up link with the spec message', async () => {
    const missing = await stack.api.post('/api/auth/reset-password', { password: 'Gabbiano#Rosso9' });
    const madeUp = await reset('abc', 'Gabbiano#Rosso9');
    expect([missing.status, madeUp.status]).toEqual([400, 400]);
    expect(missing.body.message).toBe('Reset della password fallito');
    expect(madeUp.body.message).toBe('Reset della password fallito');
  });

  it('answers alike for unknown, unverified and verified accounts, and mails only the verified one', async () => {
    // Prepare
    const unverified = `mai.verificata.${Date.now()}@pec.it`;
    await stack.api.post('/api/auth/register', {
      name: 'Mai',
      surname: 'Verificata',
      pec: unverified,
      password: 'Tartaruga!Blu7',
      terms_acceptance: true,
      privacy: true,
      terms_art_9_10: true,
    });
    const before = await mailsTo(stack);

    // Act
    const answers = await Promise.all([forgot(lawyer.pec), forgot(unverified), forgot('nessuno@pec.it')]);

    // Assess
    expect(answers.map((answer) => [answer.status, answer.body])).toEqual([
      [200, { data: { ok: true } }],
      [200, { data: { ok: true } }],
      [200, { data: { ok: true } }],
    ]);
    const sent = (await mailsTo(stack)).slice(0, (await mailsTo(stack)).length - before.length);
    expect(sent.map((mail) => mail.to)).toEqual([lawyer.pec]);
  });

  it('sends at most MAIL_QUOTA_PER_HOUR (here 5) reset mails an hour to one PEC, answering alike after that', async () => {
    // Prepare
    const target = await registerVerifiedApprovedLawyer(stack);
    const before = (await mailsTo(stack, target.pec)).length;

    // Act
    const answers = [];
    for (let i = 0; i < 7; i += 1) answers.push((await forgot(target.pec)).status);

    // Assess
    expect(answers).toEqual([200, 200, 200, 200, 200, 200, 200]);
    expect((await mailsTo(stack, target.pec)).length - before).toBe(5);
  });

  it('keeps the hash out of the table in clear and changes it on reset', async () => {
    const users = createDynamoUserRepository(stack.infrastructure.dynamo, stack.config.tables.users);
    const stored = await users.findByPec(lawyer.pec);
    expect(stored?.passwordHash).toMatch(/^scrypt\$12\$8\$1\$/);
    expect(JSON.stringify(stored)).not.toContain('Gabbiano#Rosso9');
  });
});
