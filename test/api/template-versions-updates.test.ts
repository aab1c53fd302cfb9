import { registerVerifiedApprovedLawyer, loginAs, type SignedIn } from '../support/accounts';
import { markPaidInStore } from '../support/contracts';
import {
  BETTER_NOTES,
  FIX_NOTES,
  LAW_NOTES,
  saveWithNewQuestion,
  versionedTemplate,
} from '../support/template-versions';
import { startTestStack, type TestStack } from '../support/test-stack';

jest.setTimeout(180_000);

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

const DAY_MS = 24 * 60 * 60 * 1000;
const ANSWERS = { uso: 'Abitativo', canone: '750' };

/** docs/api.md, "Template versions and updates": every contract's `update`, and the archive's `update=true`. */
describe('the update of a contract pinned to an older version', () => {
  let stack: TestStack;
  let user: SignedIn;
  let other: SignedIn;
  let editor: SignedIn;
  let admin: SignedIn;

  beforeAll(async () => {
    stack = await startTestStack();
    [user, editor, admin] = await Promise.all([
      loginAs(stack, 'user'),
      loginAs(stack, 'editor'),
      loginAs(stack, 'admin'),
    ]);
    other = await registerVerifiedApprovedLawyer(stack);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const save = async (templateId: string, status = 'COMPLETED', caller = user, answers: Json = ANSWERS) => {
    const response = await stack.api.put(
      '/api/contract',
      { type: templateId, status, answers, name: `Locazione ${Math.random().toString(36).slice(2, 7)}` },
      { token: caller.token },
    );
    expect(response.status).toBe(200);
    return response.body.data.id as string;
  };
  const paid = async (templateId: string, paidAt?: string, caller = user) => {
    const id = await save(templateId, 'COMPLETED', caller);
    await markPaidInStore(stack, id, Buffer.from('PK'), paidAt);
    return id;
  };
  const detail = async (id: string, token = user.token) =>
    (await stack.api.get(`/api/contract/${id}`, { token })).body.data;
  const list = async (query: string, token = user.token) => {
    const response = await stack.api.get(`/api/contract?${query}`, { token });
    expect(response.status).toBe(200);
    return response.body.data;
  };
  const inList = async (id: string) =>
    (await list('limit=1000')).results.find((contract: Json) => contract.id === id);
  const status = (id: string, value: string) =>
    stack.api.put(`/api/template/${id}/status`, { status: value }, { token: editor.token });

  it('gives a contract on an older version the version since, the notes of each newest first, and free for a paid one when the law changed', async () => {
    const template = await versionedTemplate(stack, editor.token);
    const paidId = await paid(template.id);
    const completedId = await save(template.id);
    const draftId = await save(template.id, 'TO_COMPLETE', user, { uso: 'Abitativo' });
    expect(await detail(paidId)).not.toHaveProperty('update');

    expect((await saveWithNewQuestion(stack, editor.token, template.id, 'spese', BETTER_NOTES)).status).toBe(
      200,
    );
    expect((await detail(paidId)).update).toEqual({
      version: 2,
      free: false,
      notes: [{ version: 2, published_at: expect.any(String), ...BETTER_NOTES, riferimento: null }],
    });

    expect((await saveWithNewQuestion(stack, editor.token, template.id, 'deposito', LAW_NOTES)).status).toBe(
      200,
    );
    const update = {
      version: 3,
      free: true,
      notes: [
        { version: 3, published_at: expect.any(String), ...LAW_NOTES },
        { version: 2, published_at: expect.any(String), ...BETTER_NOTES, riferimento: null },
      ],
    };
    const paidNow = await detail(paidId);
    expect(paidNow).toMatchObject({ template_version: 1, update });
    expect(await inList(paidId)).toMatchObject({ template_version: 1, update });
    for (const id of [completedId, draftId]) {
      expect((await detail(id)).update).toEqual({ ...update, free: false });
      expect((await inList(id)).update).toEqual({ ...update, free: false });
    }
    // The admin reads the same update on the lawyer's contract.
    expect((await detail(paidId, admin.token)).update).toEqual(update);

    // A contract saved on the version lawyers get now has none.
    const fresh = await save(template.id, 'COMPLETED', user, {
      ...ANSWERS,
      spese: 'a carico del conduttore',
      deposito: 'tre mensilità',
    });
    expect(await detail(fresh)).toMatchObject({ template_version: 3 });
    expect(await detail(fresh)).not.toHaveProperty('update');
  });

  it('makes an update free only for a correction or a change of law published within 365 days of the payment', async () => {
    const template = await versionedTemplate(stack, editor.token);
    const recent = await paid(template.id, new Date(Date.now() - 300 * DAY_MS).toISOString());
    const old = await paid(template.id, new Date(Date.now() - 400 * DAY_MS).toISOString());
    await saveWithNewQuestion(stack, editor.token, template.id, 'durata', FIX_NOTES);
    expect((await detail(recent)).update).toMatchObject({ version: 2, free: true });
    expect((await detail(old)).update).toMatchObject({ version: 2, free: false });
    expect((await detail(recent)).update.notes).toEqual([
      { version: 2, published_at: expect.any(String), ...FIX_NOTES, riferimento: null },
    ]);
  });

  it('shows no update while the template is suspended or once it is deleted', async () => {
    const template = await versionedTemplate(stack, editor.token);
    const id = await paid(template.id);
    await saveWithNewQuestion(stack, editor.token, template.id, 'spese', LAW_NOTES);
    expect((await detail(id)).update).toMatchObject({ version: 2 });
    await status(template.id, 'SUSPENDED');
    expect(await detail(id)).not.toHaveProperty('update');
    expect(await inList(id)).not.toHaveProperty('update');
    await status(template.id, 'PUBLISHED');
    expect((await detail(id)).update).toMatchObject({ version: 2, free: true });
    await stack.api.delete(`/api/template/${template.id}`, { token: editor.token });
    expect(await detail(id)).not.toHaveProperty('update');
  });

  it('lists with update=true only the caller’s contracts that have an update, newest first, with the other filters and paging', async () => {
    const lawyer = await registerVerifiedApprovedLawyer(stack);
    const [first, second, untouched] = await Promise.all([
      versionedTemplate(stack, editor.token),
      versionedTemplate(stack, editor.token),
      versionedTemplate(stack, editor.token),
    ]);
    const a = await paid(first.id, undefined, lawyer);
    const b = await save(first.id, 'COMPLETED', lawyer);
    const c = await save(second.id, 'TO_COMPLETE', lawyer, { uso: 'Commerciale' });
    const d = await paid(second.id, undefined, lawyer);
    await save(untouched.id, 'COMPLETED', lawyer);
    const otherLawyers = await paid(first.id, undefined, other);
    expect((await list('update=true', lawyer.token)).results).toEqual([]);

    await saveWithNewQuestion(stack, editor.token, first.id, 'spese', BETTER_NOTES);
    await saveWithNewQuestion(stack, editor.token, second.id, 'spese', LAW_NOTES);
    // Saved after the new version: pinned to it, no update.
    const e = await save(second.id, 'COMPLETED', lawyer, { ...ANSWERS, spese: 'a carico del conduttore' });

    const all = await list('update=true&limit=1000', lawyer.token);
    expect(all.results.map((contract: Json) => contract.id)).toEqual([d, c, b, a]);
    expect(all.totalResults).toBe(4);
    for (const contract of all.results) expect(contract.update).toMatchObject({ version: 2 });
    expect(all.results.map((contract: Json) => contract.id)).not.toContain(e);

    const pageTwo = await list('update=true&limit=3&page=2', lawyer.token);
    expect(pageTwo).toMatchObject({ page: 2, totalPages: 2, totalResults: 4 });
    expect(pageTwo.results.map((contract: Json) => contract.id)).toEqual([a]);
    expect((await list('update=true&payed=true', lawyer.token)).results.map((x: Json) => x.id)).toEqual([
      d,
      a,
    ]);
    expect(
      (await list('update=true&status=TO_COMPLETE', lawyer.token)).results.map((x: Json) => x.id),
    ).toEqual([c]);
    expect(
      (await list('update=true&status=COMPLETED&payed=false', lawyer.token)).results.map((x: Json) => x.id),
    ).toEqual([b]);
    const named = await detail(b, lawyer.token);
    const byName = await list(`update=true&name=${encodeURIComponent(named.name)}`, lawyer.token);
    expect(byName.results.map((x: Json) => x.id)).toEqual([b]);
    // Without update=true, or with false, the archive is whole.
    expect((await list('update=false&limit=1000', lawyer.token)).totalResults).toBe(6);
    // The other lawyer sees only theirs; the admin, who owns none, none.
    expect((await list('update=true', other.token)).results.map((x: Json) => x.id)).toEqual([otherLawyers]);
    expect((await list('update=true', admin.token)).results).toEqual([]);
    // Suspending a template takes its contracts out of the filter.
    await status(second.id, 'SUSPENDED');
    expect((await list('update=true&limit=1000', lawyer.token)).results.map((x: Json) => x.id)).toEqual([
      b,
      a,
    ]);
  });

  it('answers 400 in Italian for an update filter that is not true or false', async () => {
    const response = await stack.api.get('/api/contract?update=forse', { token: user.token });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/vero o falso/);
  });
});
