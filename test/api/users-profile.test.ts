import { createDynamoUserRepository } from '@redigo/functions/infrastructure/dynamodb/users/user-table';
import { login, loginAs, registerVerifiedApprovedLawyer, type SignedIn } from '../support/accounts';
import { startTestStack, type TestStack } from '../support/test-stack';

// The stack starts in a few seconds and hashes with real scrypt: more than jest's default 5 s.

describe('users', () => {
  let stack: TestStack;
  let admin: SignedIn;
  let lawyer: SignedIn;
  const users = () => createDynamoUserRepository(stack.infrastructure.dynamo, stack.config.tables.users);

  beforeAll(async () => {
    stack = await startTestStack();
    admin = await loginAs(stack, 'admin');
    lawyer = await registerVerifiedApprovedLawyer(stack, { name: 'Nicolò', surname: 'Esposito' });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  describe('GET /user/{id}', () => {
    it('shows the user to themself and to admins, and 404 to anyone else', async () => {
      const editor = await loginAs(stack, 'editor');
      const other = await loginAs(stack, 'user');
      const path = `/api/user/${lawyer.user.id}`;
      expect((await stack.api.get(path, { token: lawyer.token })).body.data.pec).toBe(lawyer.pec);
      expect((await stack.api.get(path, { token: admin.token })).status).toBe(200);
      expect((await stack.api.get(path, { token: editor.token })).status).toBe(404);
      expect((await stack.api.get(path, { token: other.token })).status).toBe(404);
      expect((await stack.api.get('/api/user/nessuno', { token: admin.token })).status).toBe(404);
    });
  });

  describe('PUT /user/{id}', () => {
    const put = (body: unknown, caller: SignedIn = lawyer, id = lawyer.user.id) =>
      stack.api.put(`/api/user/${id}`, body, { token: caller.token });

    it('changes the newsletter consent and keeps its timestamps', async () => {
      // Act
      const on = await put({ newsletter: true });
      const stored = await users().findById(lawyer.user.id);
      const off = await put({ newsletter: false });
      const after = await users().findById(lawyer.user.id);

      // Assess
      expect(on.status).toBe(200);
      expect(on.body.data).toMatchObject({ id: lawyer.user.id, newsletter: true });
      expect(stored?.consents?.newsletter).toEqual(expect.any(String));
      expect(off.body.data.newsletter).toBe(false);
      expect(after?.consents?.newsletter_withdrawn).toEqual(expect.any(String));
      expect(after?.consents?.terms_acceptance).toBe(stored?.consents?.terms_acceptance);
    });

    it('ignores name, surname and PEC in the body, sent back or changed, and answers the stored user', async () => {
      const same = await put({
        newsletter: true,
        name: 'Nicolò',
        surname: 'Esposito',
        pec: lawyer.pec.toUpperCase(),
      });
      const renamed = await put({ newsletter: true, name: 'Nicola', surname: 'Rossi', pec: 'altra@pec.it' });
      const odd = await put({ newsletter: true, name: 'x'.repeat(5000), surname: 42, pec: { $ne: '' } });
      expect([same.status, renamed.status, odd.status]).toEqual([200, 200, 200]);
      expect(renamed.body.data).toMatchObject({
        id: lawyer.user.id,
        name: 'Nicolò',
        surname: 'Esposito',
        pec: lawyer.pec,
        newsletter: true,
      });
      expect(await users().findById(lawyer.user.id)).toMatchObject({
        name: 'Nicolò',
        surname: 'Esposito',
        pec: lawyer.pec,
      });
    });

    it('ignores fields nobody may set here (role, status, verification, password)', async () => {
      const response = await put({
        newsletter: false,
        role: 'admin',
        status: 'sospeso',
        email_verified: false,
        password: 'Hacker!999',
      });
      expect(response.status).toBe(200);
      expect(await users().findById(lawyer.user.id)).toMatchObject({
        role: 'user',
        status: 'confermato',
        email_verified: true,
      });
      await login(stack, lawyer.pec, lawyer.password);
    });

    it("answers 404 to someone else's profile, admins included", async () => {
      expect((await put({ newsletter: true }, admin)).status).toBe(404);
      expect((await put({ newsletter: true }, await loginAs(stack, 'user'))).status).toBe(404);
    });
  });
});
