import type { Answers } from '@redigo/shared/domain/question';
import { loginAs, registerVerifiedApprovedLawyer, type SignedIn } from '../support/accounts';
import {
  answerWholeQuestionnaire,
  createCompletedContract,
  markPaidInStore,
  preferring,
  templateIdByName,
} from '../support/contracts';
import { startTestStack, type TestStack } from '../support/test-stack';

describe('saving contracts with PUT /contract and PUT /contract/{id}', () => {
  let stack: TestStack;
  let user: SignedIn;
  let other: SignedIn;
  let admin: SignedIn;
  let ndaId: string;
  let complete: Answers;

  beforeAll(async () => {
    stack = await startTestStack();
    [user, admin] = await Promise.all([loginAs(stack, 'user'), loginAs(stack, 'admin')]);
    other = await registerVerifiedApprovedLawyer(stack);
    ndaId = await templateIdByName(stack, user.token, 'Accordo di riservatezza (NDA)');
    complete = (await answerWholeQuestionnaire(stack, user.token, ndaId, preferring({ penale: 'Sì' })))
      .answers;
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const save = (body: Record<string, unknown>, id?: string, token = user.token) =>
    stack.api.put(id ? `/api/contract/${id}` : '/api/contract', body, { token });
  const read = async (id: string, token = user.token) =>
    (await stack.api.get(`/api/contract/${id}`, { token })).body.data;

  it('creates a draft with the answers so far, titled after the template, and completes it later', async () => {
    const draft = await save({
      name: 'NDA Rossi',
      type: ndaId,
      status: 'TO_COMPLETE',
      answers: { tipo_accordo: 'Reciproco' },
    });
    expect(draft.status).toBe(200);
    expect(draft.body.data).toEqual({ id: expect.any(String), version: 1 });

    const completed = await save(
      { name: 'NDA Rossi', type: ndaId, status: 'COMPLETED', answers: complete },
      draft.body.data.id,
    );
    const stored = await read(draft.body.data.id);

    expect(completed.status).toBe(200);
    expect(completed.body.data).toEqual({ id: draft.body.data.id, version: 2 });
    expect(stored).toMatchObject({
      id: draft.body.data.id,
      name: 'NDA Rossi',
      type: ndaId,
      title: 'Accordo di riservatezza (NDA)',
      status: 'COMPLETED',
      answers: complete,
      templateId: { id: ndaId, price: 29, max_questions: 23, stripe_url: expect.any(String) },
      paymentId: null,
      userId: { id: user.user.id, name: 'Marco', surname: 'Avvocato' },
      version: 2,
    });
  });

  it.each([
    ['a missing answer', (answers: Answers) => omit(answers, 'penale'), 'Manca la risposta'],
    [
      'an answer to a question not asked',
      (answers: Answers) => ({ ...answers, ruolo_privacy: 'Titolare autonomo del trattamento' }),
      'non va posta',
    ],
    [
      'an answer outside the options',
      (answers: Answers) => ({ ...answers, penale: 'Forse' }),
      'non è una delle risposte',
    ],
    ['an unknown question', (answers: Answers) => ({ ...answers, extra: 'Sì' }), 'non esiste'],
    ['no answers at all', () => ({}), 'Manca la risposta'],
  ])(
    'refuses a COMPLETED save with %s: 418 with the message and every problem',
    async (_case, change, fragment) => {
      const created = await save({ type: ndaId, status: 'COMPLETED', answers: change(complete) });

      expect(created.status).toBe(418);
      expect(created.body.code).toBe('CONTRACT_NOT_ACCEPTABLE');
      expect(created.body.message).toContain(fragment);
      expect(created.body.errors[0]).toBe(created.body.message);
    },
  );

  it('refuses a draft whose answers are not acceptable values with 400, and accepts an incomplete one', async () => {
    const outside = await save({
      type: ndaId,
      status: 'TO_COMPLETE',
      answers: { tipo_accordo: 'Trilaterale' },
    });
    const partial = await save({ type: ndaId, answers: { tipo_accordo: 'Unilaterale' } });

    expect(outside.status).toBe(400);
    expect(outside.body.message).toContain('Trilaterale');
    expect(partial.status).toBe(200);
    expect((await read(partial.body.data.id)).status).toBe('TO_COMPLETE');
  });

  it.each([
    ['answers that are a list', { type: 'x', answers: ['a'] }],
    ['answers that are text', { type: 'x', answers: 'tutte' }],
    ['no template', { status: 'COMPLETED', answers: {} }],
    ['an unknown status', { type: 'x', status: 'PAGATO', answers: {} }],
    ['a version that is not a number', { type: 'x', version: 'ultima', answers: {} }],
    ['a name far too long', { type: 'x', name: 'n'.repeat(5000), answers: {} }],
  ])('refuses a body with %s with 400 in Italian', async (_case, body) => {
    const response = await save(body);

    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/[a-z]/);
  });

  it('refuses a template the user may not answer with 404, and staff may not save contracts at all', async () => {
    const unknown = await save({ type: '00000000-0000-4000-8000-000000000000', answers: {} });
    const asAdmin = await save({ type: ndaId, answers: {} }, undefined, admin.token);

    expect(unknown.status).toBe(404);
    expect(asAdmin.status).toBe(403);
  });

  it('refuses a save on a version other than the stored one (409), and exactly one of two racing saves', async () => {
    const { id } = await createCompletedContract(stack, user.token, ndaId);
    const body = { type: ndaId, status: 'COMPLETED', answers: complete };

    const first = await save({ ...body, version: 1 }, id);
    const stale = await save({ ...body, version: 1 }, id);
    const racing = await Promise.all([save({ ...body, version: 2 }, id), save({ ...body, version: 2 }, id)]);

    expect(first.status).toBe(200);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain('modificato nel frattempo');
    expect(racing.map((response) => response.status).sort()).toEqual([200, 409]);
    expect((await read(id)).version).toBe(3);
  });

  it('refuses to change the template of a contract (400) and any change once it is paid (409)', async () => {
    const { id } = await createCompletedContract(stack, user.token, ndaId);
    const locazioneId = await templateIdByName(stack, user.token, 'Contratto di locazione abitativa 4+4');

    const otherType = await save({ type: locazioneId, answers: {} }, id);
    await markPaidInStore(stack, id, Buffer.from('docx'));
    const afterPayment = await save({ type: ndaId, status: 'COMPLETED', answers: complete }, id);

    expect(otherType.status).toBe(400);
    expect(afterPayment.status).toBe(409);
    expect(afterPayment.body.message).toContain('acquistato');
  });

  it("answers 404 to a save on another user's contract, or on one that does not exist", async () => {
    const { id } = await createCompletedContract(stack, user.token, ndaId);

    const byOther = await save({ type: ndaId, answers: {} }, id, other.token);
    const missing = await save({ type: ndaId, answers: {} }, '00000000-0000-4000-8000-000000000000');

    expect(byOther.status).toBe(404);
    expect(byOther.body.message).toBe('Documento non trovato.');
    expect(missing.status).toBe(404);
    expect((await read(id)).version).toBe(1);
  });
});

const omit = (answers: Answers, variable: string): Answers =>
  Object.fromEntries(Object.entries(answers).filter(([key]) => key !== variable));
