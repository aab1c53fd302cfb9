import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { hashToken } from '@redigo/functions/security/opaque-token';
import { linkToken, mailsTo, registerVerifiedApprovedLawyer, registrationBody } from '../support/accounts';
import { startTestStack, type TestStack } from '../support/test-stack';

// The stack starts in a few seconds and hashes with real scrypt: more than jest's default 5 s.

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * docs/api.md, Auth: a verification link answers 200 again for 7 days once it has verified its address (a corporate
 * mail scanner that opened it first must not make the lawyer's own click fail), without a second mail to the admins.
 */
describe('POST /auth/verify-email, the same link again', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const verify = (token: string) => stack.api.post(`/api/auth/verify-email?token=${token}`);
  const outboxSize = async () => (await mailsTo(stack)).length;

  /** A fresh registration's verification token. */
  const registered = async () => {
    const body = registrationBody();
    expect((await stack.api.post('/api/auth/register', body)).status).toBe(201);
    return { pec: body.pec, token: await linkToken(stack, body.pec, '/verify-email') };
  };

  /** The days pass: the stored first use of the link is moved that far into the past. */
  const ageFirstUse = (token: string, ms: number) =>
    stack.infrastructure.dynamo.send(
      new UpdateCommand({
        TableName: stack.config.tables.tokens,
        Key: { id: `verify#${hashToken(token)}` },
        UpdateExpression: 'SET verifiedAt = :then',
        ExpressionAttributeValues: { ':then': new Date(Date.now() - ms).toISOString() },
      }),
    );

  it('answers 200 to the second use and mails the admins only once', async () => {
    // Prepare: the scanner opens the link first
    const { token } = await registered();
    const beforeFirst = await outboxSize();
    expect((await verify(token)).status).toBe(200);
    const afterFirst = await outboxSize();
    expect(afterFirst).toBeGreaterThan(beforeFirst);

    // Act: the lawyer clicks, and clicks again
    const second = await verify(token);
    const third = await verify(token);

    // Assess
    expect(second.status).toBe(200);
    expect(third.status).toBe(200);
    expect(await outboxSize()).toBe(afterFirst);
  });

  it('still answers 200 just short of 7 days after the first use, and 400 once 7 days have passed', async () => {
    // Prepare
    const { token } = await registered();
    expect((await verify(token)).status).toBe(200);
    const mails = await outboxSize();

    // Act
    await ageFirstUse(token, 7 * DAY_MS - 60_000);
    const within = await verify(token);
    await ageFirstUse(token, 7 * DAY_MS + 60_000);
    const after = await verify(token);

    // Assess
    expect(within.status).toBe(200);
    expect(after.status).toBe(400);
    expect(after.body.message).toBe("Verifica dell'E-mail fallita");
    expect(await outboxSize()).toBe(mails);
  });

  it('keeps refusing an unknown token, and a used verification link is good for nothing else', async () => {
    // Prepare: an approved lawyer, whose verification link was used, asks for a password reset
    const lawyer = await registerVerifiedApprovedLawyer(stack);
    const verification = await linkToken(stack, lawyer.account.pec, '/verify-email');
    expect((await verify(verification)).status).toBe(200);
    expect((await stack.api.post('/api/auth/forgot-password', { pec: lawyer.account.pec })).status).toBe(200);
    const reset = await linkToken(stack, lawyer.account.pec, '/reset-password');

    // Act
    const unknown = await verify('x'.repeat(43));
    const verificationAsReset = await stack.api.post(
      `/api/auth/reset-password?token=${encodeURIComponent(verification)}`,
      { password: 'Gabbiano#Rosso9' },
    );
    const resetAsVerification = await verify(reset);

    // Assess
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe("Verifica dell'E-mail fallita");
    expect(verificationAsReset.status).toBe(400);
    expect(resetAsVerification.status).toBe(400);
    expect(resetAsVerification.body.message).toBe("Verifica dell'E-mail fallita");
  });
});
