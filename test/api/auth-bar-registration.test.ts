import type { User } from '@redigo/shared/domain/user';
import { authMessages } from '@redigo/shared/messages/auth';
import { loginAs, mailsTo, registrationBody, type SignedIn } from '../support/accounts';
import { startTestStack, type TestStack } from '../support/test-stack';

describe('POST /auth/register with the Ordine degli Avvocati and the codice fiscale', () => {
  let stack: TestStack;
  let admin: SignedIn;
  const listed = async (pec: string): Promise<User | undefined> => {
    const found = await stack.api.get(`/api/user?name=${encodeURIComponent(pec)}`, { token: admin.token });
    return (found.body.data.results as User[]).find((user) => user.pec === pec);
  };

  beforeAll(async () => {
    stack = await startTestStack();
    admin = await loginAs(stack, 'admin');
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('stores them, and the admin sees them in the users list', async () => {
    // Prepare
    const body = registrationBody({ ordine: 'Napoli Nord', codice_fiscale: 'rssmra85t10a562s' });

    // Act
    const response = await stack.api.post('/api/auth/register', body);

    // Assess
    expect(response.status).toBe(201);
    expect(await listed(body.pec)).toMatchObject({
      ordine: 'Napoli Nord',
      codice_fiscale: 'RSSMRA85T10A562S',
    });
  });

  it('registers without them, as the published contract allows', async () => {
    const body = registrationBody();
    expect((await stack.api.post('/api/auth/register', body)).status).toBe(201);
    const user = await listed(body.pec);
    expect(user).toBeDefined();
    expect(user).not.toHaveProperty('ordine');
    expect(user).not.toHaveProperty('codice_fiscale');
  });

  it('refuses an unknown Ordine and a wrong codice fiscale with one Italian message each, and mails nobody', async () => {
    // Prepare
    const body = registrationBody({ ordine: 'Ordine di Gotham', codice_fiscale: 'RSSMRA85T10A562T' });

    // Act
    const response = await stack.api.post('/api/auth/register', body);

    // Assess
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      `Ordine degli Avvocati: ${authMessages.barCouncil}`,
      `Codice fiscale: ${authMessages.codiceFiscale}`,
    ]);
    expect(await mailsTo(stack, body.pec)).toEqual([]);
  });
});
