import { loginAs, registerVerifiedApprovedLawyer, type SignedIn } from '../support/accounts';
import { createCompletedContract, markPaidInStore, templateIdByName } from '../support/contracts';
import { startTestStack, type TestStack } from '../support/test-stack';

describe('DELETE /contract/{id}: the owner deletes a contract not bought', () => {
  let stack: TestStack;
  let user: SignedIn;
  let other: SignedIn;
  let admin: SignedIn;
  let ndaId: string;

  beforeAll(async () => {
    stack = await startTestStack();
    [user, admin] = await Promise.all([loginAs(stack, 'user'), loginAs(stack, 'admin')]);
    other = await registerVerifiedApprovedLawyer(stack);
    ndaId = await templateIdByName(stack, user.token, 'Accordo di riservatezza (NDA)');
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const draftsOf = async (token: string) =>
    (await stack.api.get('/api/contract?status=TO_COMPLETE&limit=100', { token })).body.data as {
      results: { id: string }[];
      totalResults: number;
    };

  it('deletes a draft: it leaves the lists and the totals, and reads as unknown', async () => {
    const before = await draftsOf(user.token);
    const draft = await stack.api.put(
      '/api/contract',
      { name: 'Bozza da eliminare', type: ndaId, status: 'TO_COMPLETE', answers: {} },
      { token: user.token },
    );
    expect(draft.status).toBe(200);
    const id = draft.body.data.id as string;
    expect((await draftsOf(user.token)).totalResults).toBe(before.totalResults + 1);

    const deleted = await stack.api.delete(`/api/contract/${id}`, { token: user.token });

    expect(deleted.status).toBe(204);
    expect((await stack.api.get(`/api/contract/${id}`, { token: user.token })).status).toBe(404);
    const after = await draftsOf(user.token);
    expect(after.totalResults).toBe(before.totalResults);
    expect(after.results.map((contract) => contract.id)).not.toContain(id);
    expect((await stack.api.delete(`/api/contract/${id}`, { token: user.token })).status).toBe(404);
  });

  it('deletes a completed contract left unpaid', async () => {
    const { id } = await createCompletedContract(stack, user.token, ndaId);
    expect((await stack.api.delete(`/api/contract/${id}`, { token: user.token })).status).toBe(204);
    expect((await stack.api.get(`/api/contract/${id}`, { token: admin.token })).status).toBe(404);
  });

  it("answers 404 for another lawyer's contract and leaves it as it was", async () => {
    const { id } = await createCompletedContract(stack, user.token, ndaId);
    const refused = await stack.api.delete(`/api/contract/${id}`, { token: other.token });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('Documento non trovato.');
    expect((await stack.api.get(`/api/contract/${id}`, { token: user.token })).status).toBe(200);
  });

  it('refuses a paid contract with 409: a purchased document stays in the archive', async () => {
    const { id } = await createCompletedContract(stack, user.token, ndaId);
    await markPaidInStore(stack, id, Buffer.from('PK'));
    const refused = await stack.api.delete(`/api/contract/${id}`, { token: user.token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/già stato acquistato/);
    expect((await stack.api.get(`/api/contract/${id}`, { token: user.token })).status).toBe(200);
  });
});
