import { mailsTo, registrationBody } from '../support/accounts';
import { startTestStack, type TestStack } from '../support/test-stack';

describe('names written into Redigo’s own mails', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('refuses a name carrying a message or an address, and mails nobody', async () => {
    const body = registrationBody({ name: 'URGENTE: rimborso su https://evil.example/x' });

    const response = await stack.api.post('/api/auth/register', body);

    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([expect.stringMatching(/solo lettere/)]);
    expect(await mailsTo(stack, body.pec)).toEqual([]);
  });

  it.each(["D'Angelo", 'Anna Maria', 'De Luca-Bianchi', 'Zoë', 'J. R.'])('registers %s', async (name) => {
    const body = registrationBody({ name, surname: name });
    expect((await stack.api.post('/api/auth/register', body)).status).toBe(201);
    const [mail] = await mailsTo(stack, body.pec);
    expect(mail?.text).toContain(name);
  });
});
