import { createDynamoUserRepository } from '@redigo/functions/infrastructure/dynamodb/users/user-table';
import {
  linkToken,
  mailsTo,
  registerVerifiedApprovedLawyer,
  registrationBody,
  type SignedIn,
} from '../support/accounts';
import { startTestStack, type TestStack } from '../support/test-stack';

// The stack starts in a few seconds and hashes with real scrypt: more than jest's default 5 s.

/** What a caller can compare between two answers: status, body and the headers that matter. */
const observable = (response: { status: number; body: unknown; headers: Headers }) => ({
  status: response.status,
  body: response.body,
  contentType: response.headers.get('content-type'),
  authorization: response.headers.get('authorization'),
  retryAfter: response.headers.get('retry-after'),
});

describe('answers that do not reveal whether a PEC is registered', () => {
  let stack: TestStack;
  let lawyer: SignedIn;

  beforeAll(async () => {
    stack = await startTestStack();
    lawyer = await registerVerifiedApprovedLawyer(stack);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('login: an unknown PEC and a wrong password get the same answer', async () => {
    const unknown = await stack.api.post('/api/auth/login', {
      pec: 'sconosciuto@pec.it',
      password: 'Qualsiasi!1',
    });
    const wrong = await stack.api.post('/api/auth/login', { pec: lawyer.pec, password: 'Qualsiasi!1' });
    expect(observable(unknown)).toEqual(observable(wrong));
    expect(unknown.body).toEqual({
      message: 'Credenziali Email o Password non valide',
      code: 'INVALID_CREDENTIALS',
    });
  });

  it('login and forgot-password: a PEC that is no address is an unknown PEC; registration checks it', async () => {
    const login = (pec: string) => stack.api.post('/api/auth/login', { pec, password: 'Qualsiasi!1' });
    const unknown = await login('sconosciuto@pec.it');
    const malformed = await Promise.all(['non-un-indirizzo', 'a@', '@pec.it'].map(login));
    const forgot = await stack.api.post('/api/auth/forgot-password', { pec: 'non-un-indirizzo' });
    const register = await stack.api.post(
      '/api/auth/register',
      registrationBody({ pec: 'non-un-indirizzo' }),
    );

    for (const response of malformed) expect(observable(response)).toEqual(observable(unknown));
    expect(forgot.status).toBe(200);
    expect(forgot.body).toEqual({ data: { ok: true } });
    expect(register.status).toBe(400);
    expect(register.body.message).toBe('Indirizzo PEC non valido.');
  });

  it('register: an existing PEC gets the answer of a new one, and its owner a mail instead', async () => {
    // Prepare
    const fresh = registrationBody();
    const taken = registrationBody({ pec: lawyer.pec.toUpperCase(), name: 'Impostore' });

    // Act
    const created = await stack.api.post('/api/auth/register', fresh);
    const again = await stack.api.post('/api/auth/register', taken);

    // Assess
    expect(observable(again)).toEqual(observable(created));
    expect(created.status).toBe(201);
    const [toOwner] = await mailsTo(stack, lawyer.pec);
    expect(toOwner?.subject).toBe('Nuova richiesta di registrazione su Redigo');
    expect(toOwner?.links).toEqual(
      expect.arrayContaining([`${stack.url}/login`, `${stack.url}/recupero-password`]),
    );
    const users = createDynamoUserRepository(stack.infrastructure.dynamo, stack.config.tables.users);
    expect((await users.findByPec(lawyer.pec))?.name).not.toBe('Impostore');
  });

  it('register: an account never verified gets a fresh verification link instead', async () => {
    // Prepare
    const body = registrationBody();
    await stack.api.post('/api/auth/register', body);
    const firstToken = await linkToken(stack, body.pec, '/verify-email');

    // Act
    const again = await stack.api.post('/api/auth/register', { ...body, password: 'Altra!Chiave77' });
    const secondToken = await linkToken(stack, body.pec, '/verify-email');

    // Assess
    expect(again.status).toBe(201);
    expect(secondToken).not.toBe(firstToken);
    expect((await stack.api.post(`/api/auth/verify-email?token=${secondToken}`)).status).toBe(200);
    const signIn = await stack.api.post('/api/auth/login', { pec: body.pec, password: 'Altra!Chiave77' });
    expect(signIn.status).toBe(401);
  });

  it('forgot-password: the same answer for a registered and an unknown PEC', async () => {
    const known = await stack.api.post('/api/auth/forgot-password', { pec: lawyer.pec });
    const unknown = await stack.api.post('/api/auth/forgot-password', { pec: 'sconosciuto@pec.it' });
    expect(observable(known)).toEqual(observable(unknown));
    expect(known.status).toBe(200);
  });

  it('two registrations of one PEC at the same time make exactly one account', async () => {
    // Prepare
    const body = registrationBody();
    const users = createDynamoUserRepository(stack.infrastructure.dynamo, stack.config.tables.users);

    // Act
    const answers = await Promise.all([
      stack.api.post('/api/auth/register', body),
      stack.api.post('/api/auth/register', { ...body, pec: body.pec.toUpperCase(), name: 'Gemella' }),
      stack.api.post('/api/auth/register', { ...body, name: 'Terza' }),
    ]);

    // Assess
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    const listed = (await users.list({})).filter((user) => user.pec === body.pec);
    expect(listed).toHaveLength(1);
    expect((await users.findByPec(body.pec))?.id).toBe(listed[0]?.id);
  });
});
