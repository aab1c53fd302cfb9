import { mailsTo, registerVerifiedApprovedLawyer, registrationBody } from '../support/accounts';
import { startTestStack, type TestStack } from '../support/test-stack';

describe('POST /auth/resend-verification', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const resend = (pec: unknown) => stack.api.post('/api/auth/resend-verification', { pec });

  it('mails a fresh verification link to an account not verified yet', async () => {
    const body = registrationBody();
    await stack.api.post('/api/auth/register', body);

    const response = await resend(body.pec.toUpperCase());

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { ok: true } });
    const mails = await mailsTo(stack, body.pec);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.links.some((link) => link.includes('/verify-email?token='))).toBe(true);
  });

  it('answers the same and mails nobody for a verified account or an unknown PEC', async () => {
    const lawyer = await registerVerifiedApprovedLawyer(stack);
    const before = (await mailsTo(stack, lawyer.pec)).length;

    expect((await resend(lawyer.pec)).body).toEqual({ data: { ok: true } });
    expect((await resend('nessuno@pec.it')).body).toEqual({ data: { ok: true } });

    expect(await mailsTo(stack, lawyer.pec)).toHaveLength(before);
    expect(await mailsTo(stack, 'nessuno@pec.it')).toEqual([]);
  });

  it('refuses a body without a PEC with an Italian 400', async () => {
    const response = await resend({ $ne: '' });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/[a-zà-ù]{3}/);
  });
});
