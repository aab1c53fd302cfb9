import type { Answers } from '@redigo/shared/domain/question';
import { loginAs, registerVerifiedApprovedLawyer, type SignedIn } from '../support/accounts';
import { answerWholeQuestionnaire, markPaidInStore, templateIdByName } from '../support/contracts';
import { startTestStack, type TestStack } from '../support/test-stack';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

const NDA = 'Accordo di riservatezza (NDA)';
const LOCAZIONE = 'Contratto di locazione abitativa 4+4';
const CONSULENZA = 'Contratto di consulenza professionale';

describe('GET /contract: lists, filters, paging and counts', () => {
  let stack: TestStack;
  let user: SignedIn;
  let other: SignedIn & { account: { id: string } };
  let admin: SignedIn;
  let editor: SignedIn;
  const ids: Record<string, string> = {};
  const complete: Record<string, Answers> = {};
  /** The user's contracts by kind, as created. */
  const mine = {
    paidNda: [] as string[],
    unpaidLocazione: [] as string[],
    drafts: [] as string[],
    consulenza: [] as string[],
  };
  const theirs: string[] = [];

  const create = async (
    token: string,
    name: string,
    status: 'COMPLETED' | 'TO_COMPLETE',
    contractName?: string,
  ) => {
    const response = await stack.api.put(
      '/api/contract',
      {
        type: ids[name],
        status,
        answers: status === 'COMPLETED' ? complete[name] : {},
        ...(contractName && { name: contractName }),
      },
      { token },
    );
    if (response.status !== 200) throw new Error(JSON.stringify(response.body));
    return response.body.data.id as string;
  };
  const list = async (query: string, token = user.token): Promise<Json> => {
    const response = await stack.api.get(`/api/contract?${query}`, { token });
    if (response.status !== 200) throw new Error(`${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data;
  };
  const idsOf = (page: Json): string[] => page.results.map((contract: { id: string }) => contract.id);

  beforeAll(async () => {
    stack = await startTestStack();
    [user, admin, editor] = await Promise.all([
      loginAs(stack, 'user'),
      loginAs(stack, 'admin'),
      loginAs(stack, 'editor'),
    ]);
    other = await registerVerifiedApprovedLawyer(stack, { name: 'Lucia', surname: 'Verdi' });
    for (const name of [NDA, LOCAZIONE, CONSULENZA]) {
      ids[name] = await templateIdByName(stack, user.token, name);
      complete[name] = (await answerWholeQuestionnaire(stack, user.token, ids[name] as string)).answers;
    }
    for (let round = 0; round < 3; round += 1) mine.paidNda.push(await create(user.token, NDA, 'COMPLETED'));
    for (let round = 0; round < 2; round += 1)
      mine.unpaidLocazione.push(await create(user.token, LOCAZIONE, 'COMPLETED'));
    for (let round = 0; round < 2; round += 1)
      mine.drafts.push(await create(user.token, CONSULENZA, 'TO_COMPLETE'));
    for (let round = 0; round < 6; round += 1)
      mine.consulenza.push(await create(user.token, CONSULENZA, 'COMPLETED'));
    mine.consulenza.push(await create(user.token, CONSULENZA, 'COMPLETED', 'Pratica Bianchi Srl'));
    for (const id of mine.paidNda) await markPaidInStore(stack, id, Buffer.from('docx'));
    theirs.push(
      await create(other.token, LOCAZIONE, 'COMPLETED'),
      await create(other.token, NDA, 'TO_COMPLETE'),
    );
    await markPaidInStore(stack, theirs[0] as string, Buffer.from('docx'));
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const allMine = () => [...mine.paidNda, ...mine.unpaidLocazione, ...mine.drafts, ...mine.consulenza];

  it('shows a user only their own contracts, newest first, each with its title, dates, payment, owner and template', async () => {
    const page = await list('limit=100');

    expect(page.totalResults).toBe(allMine().length);
    expect(idsOf(page).sort()).toEqual(allMine().sort());
    const created = page.results.map((contract: Json) => contract.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const paid = page.results.find((contract: Json) => contract.id === mine.paidNda[0]);
    expect(paid).toMatchObject({
      title: NDA,
      status: 'COMPLETED',
      createdAt: expect.any(String),
      paymentId: { id: `pay-${mine.paidNda[0]}`, updatedAt: expect.any(String) },
      userId: { id: user.user.id, name: 'Marco', surname: 'Avvocato' },
      templateId: { id: ids[NDA], price: 29, stripe_url: expect.any(String), max_questions: 23 },
    });
    const draft = page.results.find((contract: Json) => contract.id === mine.drafts[0]);
    expect(draft).toMatchObject({
      status: 'TO_COMPLETE',
      paymentId: null,
      templateId: { id: ids[CONSULENZA] },
    });
  });

  it.each([
    ['status=COMPLETED&payed=true', () => mine.paidNda],
    ['payed=true', () => mine.paidNda],
    ['status=COMPLETED&payed=false', () => [...mine.unpaidLocazione, ...mine.consulenza]],
    ['payed=false', () => [...mine.unpaidLocazione, ...mine.consulenza, ...mine.drafts]],
    ['status=TO_COMPLETE', () => mine.drafts],
    ['status=TO_COMPLETE&payed=true', () => []],
    ['name=RISERVATEZZA', () => mine.paidNda],
    ['name=locazione%20abitativa&payed=false', () => mine.unpaidLocazione],
    ['name=nessun%20titolo', () => []],
    ['name=BIANCHI', () => mine.consulenza.slice(-1)],
    ['name=pratica%20bianchi&payed=true', () => []],
  ])("filters the user's list with %s, counting every match", async (query, expected) => {
    const page = await list(`${query}&limit=100`);

    expect(idsOf(page).sort()).toEqual([...expected()].sort());
    expect(page.totalResults).toBe(expected().length);
    expect(page.totalPages).toBe(Math.max(1, Math.ceil(expected().length / 100)));
  });

  it('filters by the category of the template', async () => {
    const categories = (await stack.api.get('/api/category?limit=1000', { token: admin.token })).body.data
      .results;
    const locazioni = categories.find((category: { name: string }) => category.name === 'Locazioni');

    const own = await list(`categoryId=${locazioni.id}&limit=100`);
    const everyone = await list(`categoryId=${locazioni.id}&status=COMPLETED&limit=100`, admin.token);

    expect(idsOf(own).sort()).toEqual([...mine.unpaidLocazione].sort());
    expect(idsOf(everyone).sort()).toEqual([...mine.unpaidLocazione, theirs[0]].sort());
    expect(everyone.totalResults).toBe(3);
  });

  it('pages from the newest to the oldest: every page reads its slice, the total is right, past the end is empty', async () => {
    const whole = idsOf(await list('status=COMPLETED&payed=false&limit=100'));
    const pages: Json[] = [];
    for (let page = 1; page <= 5; page += 1)
      pages.push(await list(`status=COMPLETED&payed=false&limit=2&page=${page}`));

    expect(whole).toHaveLength(9);
    expect(pages.map((page) => page.page)).toEqual([1, 2, 3, 4, 5]);
    expect(pages.map((page) => [page.totalResults, page.totalPages])).toEqual(Array(5).fill([9, 5]));
    expect(pages.flatMap(idsOf)).toEqual(whole);
    expect((await list('status=COMPLETED&payed=false&limit=2&page=6')).results).toEqual([]);
    expect(
      (await list('status=COMPLETED&payed=false&limit=4&page=2')).results.map((c: Json) => c.id),
    ).toEqual(whole.slice(4, 8));
  });

  it("shows an admin every user's contracts, with the owners' names", async () => {
    const page = await list('status=COMPLETED&limit=100', admin.token);
    const theirsListed = page.results.find((contract: Json) => contract.id === theirs[0]);

    const completedMine = [...mine.paidNda, ...mine.unpaidLocazione, ...mine.consulenza];
    expect(idsOf(page).sort()).toEqual([...completedMine, theirs[0]].sort());
    expect(page.totalResults).toBe(completedMine.length + 1);
    expect(theirsListed.userId).toEqual({ id: other.account.id, name: 'Lucia', surname: 'Verdi' });
    expect((await list('limit=100', admin.token)).totalResults).toBe(allMine().length + theirs.length);
  });

  it("filters by whether the owner's account is active (userActive)", async () => {
    const suspended = await stack.api.post(
      '/api/auth/change-user-status',
      { userId: other.account.id, status: 'sospeso' },
      { token: admin.token },
    );

    const active = await list('userActive=true&limit=100', admin.token);
    const inactive = await list('userActive=false&limit=100', admin.token);

    expect(suspended.status).toBe(200);
    expect(idsOf(active).sort()).toEqual(allMine().sort());
    expect(idsOf(inactive).sort()).toEqual([...theirs].sort());
    expect(inactive.totalResults).toBe(2);
  });

  it('moves a contract between the lists as it is completed and paid, and counts it where it is', async () => {
    const archive = async () => (await list('status=COMPLETED&payed=true')).totalResults;
    const drafts = async () => (await list('status=TO_COMPLETE')).totalResults;
    const [archiveBefore, draftsBefore] = [await archive(), await drafts()];

    const id = await create(user.token, NDA, 'TO_COMPLETE');
    const afterDraft = [await archive(), await drafts()];
    await stack.api.put(
      `/api/contract/${id}`,
      { type: ids[NDA], status: 'COMPLETED', answers: complete[NDA] },
      { token: user.token },
    );
    await markPaidInStore(stack, id, Buffer.from('docx'));
    const afterPayment = [await archive(), await drafts()];

    expect(afterDraft).toEqual([archiveBefore, draftsBefore + 1]);
    expect(afterPayment).toEqual([archiveBefore + 1, draftsBefore]);
    expect(idsOf(await list('status=COMPLETED&payed=true'))[0]).toBe(id);
  });

  it('refuses editors (403) and bad filters (400, in Italian)', async () => {
    const asEditor = await stack.api.get('/api/contract', { token: editor.token });
    const bad = await Promise.all(
      [
        'payed=forse',
        'page=0',
        'limit=molti',
        'status=PAGATO',
        'userActive=2',
        `name=${'x'.repeat(300)}`,
      ].map((query) => stack.api.get(`/api/contract?${query}`, { token: user.token })),
    );

    expect(asEditor.status).toBe(403);
    expect(bad.map((response) => response.status)).toEqual(Array(6).fill(400));
    expect(bad.map((response) => typeof response.body.message)).toEqual(Array(6).fill('string'));
  });
});
