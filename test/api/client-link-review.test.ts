import { loginAs, type SignedIn } from '../support/accounts';
import {
  clientSignsIn,
  COMPANY,
  createDraft,
  createLink,
  createLinkTemplate,
  PERSON,
} from '../support/client-links';
import { startTestStack, type TestStack } from '../support/test-stack';

const ITALIAN = expect.stringMatching(/[a-zà-ù]{3}/i);
const DRAFT = { uso: 'Abitativo', locatori: [PERSON, COMPANY], canone: '800', pagamento: 'Bonifico' };
const SENT = {
  locatori: [{ ...PERSON, nome: 'Mario Luigi Rossi', indirizzo: 'via Verdi 2, 20121 Milano' }],
  canone: '850',
  pagamento: 'Bonifico',
};

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('the lawyer reviews the client’s answers (docs/api.md, "The client\'s data by link")', () => {
  let stack: TestStack;
  let user: SignedIn;
  let templateId: string;

  beforeAll(async () => {
    stack = await startTestStack();
    let editor: SignedIn;
    [user, editor] = await Promise.all([loginAs(stack, 'user'), loginAs(stack, 'editor')]);
    templateId = await createLinkTemplate(stack, editor.token);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  /** A draft of `answers`, its link asking `questions`, and the client's `sent` submitted: the draft's id. */
  const submitted = async (
    sent: Json = SENT,
    answers: Json = DRAFT,
    questions = ['locatori', 'canone', 'pagamento'],
  ) => {
    const draft = await createDraft(stack, user.token, templateId, answers);
    const { email } = await createLink(stack, user.token, draft, { questions });
    const token = await clientSignsIn(stack, email);
    const response = await stack.api.post(
      '/api/client/submit',
      { answers: sent, privacy_ack: true },
      { token },
    );
    if (response.status !== 200)
      throw new Error(`submit: ${response.status} ${JSON.stringify(response.body)}`);
    return draft;
  };
  const link = async (draft: string) =>
    (await stack.api.get(`/api/contract/${draft}/client-link`, { token: user.token })).body.data;
  const review = (draft: string, decisions: unknown) =>
    stack.api.post(`/api/contract/${draft}/client-link/review`, { decisions }, { token: user.token });
  const contract = async (draft: string) =>
    (await stack.api.get(`/api/contract/${draft}`, { token: user.token })).body.data;
  const field = (field: string, action: string, extra: Json = {}) => ({
    variable: 'locatori',
    item: 0,
    field,
    action,
    ...extra,
  });

  it('proposes every answer the client gave against the draft’s, a group field by field', async () => {
    const draft = await submitted();
    const read = await link(draft);

    expect(read.status).toBe('submitted');
    const entry = (fieldName: string, current: string, proposed: string) => ({
      variable: 'locatori',
      item: 0,
      field: fieldName,
      question: expect.stringMatching(/^Locatore 1 – /),
      current,
      proposed,
      changed: current !== proposed,
      status: 'pending',
    });
    expect(read.proposals).toEqual([
      entry('tipo', 'Persona fisica', 'Persona fisica'),
      { ...entry('nome', 'Mario Rossi', 'Mario Luigi Rossi'), question: 'Locatore 1 – Nome e cognome' },
      entry('codice_fiscale', PERSON.codice_fiscale, PERSON.codice_fiscale),
      entry('indirizzo', PERSON.indirizzo, 'via Verdi 2, 20121 Milano'),
      entry('data_nascita', PERSON.data_nascita, PERSON.data_nascita),
      {
        variable: 'canone',
        question: 'Canone mensile',
        current: '800',
        proposed: '850',
        changed: true,
        status: 'pending',
      },
      {
        variable: 'pagamento',
        question: 'Modalità di pagamento',
        current: 'Bonifico',
        proposed: 'Bonifico',
        changed: false,
        status: 'pending',
      },
    ]);
  });

  it('proposes an item the draft lacks field by field, with current null', async () => {
    const draft = await submitted({ locatori: [PERSON, COMPANY] }, { ...DRAFT, locatori: [PERSON] }, [
      'locatori',
    ]);
    const added = (await link(draft)).proposals.filter((proposal: Json) => proposal.item === 1);
    expect(added.map((proposal: Json) => [proposal.field, proposal.current, proposal.changed])).toEqual([
      ['tipo', null, true],
      ['denominazione', null, true],
      ['partita_iva', null, true],
    ]);
  });

  it.each<[string, unknown[]]>([
    [
      'one edited value its question refuses',
      [field('nome', 'accept'), { variable: 'canone', action: 'edit', value: 'molto' }],
    ],
    ['a blank edit', [field('nome', 'accept'), { variable: 'canone', action: 'edit', value: '' }]],
    ['an edit without a value', [field('nome', 'accept'), { variable: 'canone', action: 'edit' }]],
    ['a decision for nothing proposed', [field('nome', 'accept'), { variable: 'uso', action: 'accept' }]],
    ['a decision for an item not sent', [field('nome', 'accept'), { ...field('nome', 'accept'), item: 1 }]],
    ['a field the client did not give', [field('denominazione', 'accept')]],
    ['the same proposal twice', [field('nome', 'accept'), field('nome', 'reject')]],
    [
      'a codice fiscale edited with a wrong check character',
      [field('codice_fiscale', 'edit', { value: 'RSSMRA85T10A562X' })],
    ],
    ['an unknown action', [field('nome', 'approva')]],
    ['an item without its field', [{ variable: 'locatori', item: 0, action: 'accept' }]],
    ['no decision', []],
  ])('applies nothing when a batch has %s (400)', async (_name, decisions) => {
    const draft = await submitted();
    const response = await review(draft, decisions);

    expect(response.status).toBe(400);
    expect(response.body.message).toEqual(ITALIAN);
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect((await contract(draft)).answers).toEqual(DRAFT);
    const read = await link(draft);
    expect(read.status).toBe('submitted');
    expect(read.proposals.every((proposal: Json) => proposal.status === 'pending')).toBe(true);
  });

  it('accepts, edits and rejects: the draft changes only where the lawyer says, items beyond the client’s stay', async () => {
    const draft = await submitted();
    const response = await review(draft, [
      field('nome', 'accept'),
      field('indirizzo', 'edit', { value: '  via Verdi 2/A, 20121 Milano ' }),
      { variable: 'canone', action: 'reject' },
    ]);

    expect(response.status).toBe(200);
    const { answers, proposals } = response.body.data;
    expect(answers).toEqual({
      ...DRAFT,
      locatori: [{ ...PERSON, nome: 'Mario Luigi Rossi', indirizzo: 'via Verdi 2/A, 20121 Milano' }, COMPANY],
    });
    expect(proposals.map((proposal: Json) => proposal.status)).toEqual([
      'pending',
      'accepted',
      'pending',
      'edited',
      'pending',
      'rejected',
      'pending',
    ]);
    expect((await contract(draft)).answers).toEqual(answers);
    expect((await link(draft)).status).toBe('submitted');

    const again = await review(draft, [field('nome', 'reject')]);
    expect(again.status).toBe(400);
    expect((await contract(draft)).answers).toEqual(answers);

    const rest = await review(draft, [
      field('tipo', 'accept'),
      field('codice_fiscale', 'accept'),
      field('data_nascita', 'reject'),
      { variable: 'pagamento', action: 'accept' },
    ]);
    expect(rest.status).toBe(200);
    const read = await link(draft);
    expect(read.status).toBe('reviewed');
    expect(read.events.at(-1).event).toBe('reviewed');
    expect((await review(draft, [field('tipo', 'accept')])).status).toBe(400);
  });

  it('marks the answers decided in the review as the client’s, while they stay the value decided', async () => {
    const draft = await submitted();
    await review(draft, [
      field('nome', 'accept'),
      field('indirizzo', 'edit', { value: 'via Verdi 2/A, 20121 Milano' }),
      { variable: 'canone', action: 'reject' },
      { variable: 'pagamento', action: 'accept' },
    ]);
    const sources = (detail: Json[]) =>
      Object.fromEntries(detail.map((entry: Json) => [entry.variable, entry.source ?? null]));

    const before = sources((await contract(draft)).detailed_answers);
    expect(before).toMatchObject({
      'locatori.1.nome': 'cliente',
      'locatori.1.indirizzo': 'cliente',
      'locatori.1.tipo': null,
      'locatori.2.denominazione': null,
      canone: null,
      pagamento: 'cliente',
      uso: null,
    });

    const current = await contract(draft);
    const locatori = [{ ...current.answers.locatori[0], nome: 'Mario L. Rossi' }, COMPANY];
    const saved = await stack.api.put(
      `/api/contract/${draft}`,
      { type: templateId, status: 'TO_COMPLETE', answers: { ...current.answers, locatori } },
      { token: user.token },
    );
    expect(saved.status).toBe(200);
    const after = sources((await contract(draft)).detailed_answers);
    expect(after).toMatchObject({
      'locatori.1.nome': null,
      'locatori.1.indirizzo': 'cliente',
      pagamento: 'cliente',
    });
  });

  it('adds an item the client added once its fields are accepted, and none when they are rejected', async () => {
    const sent = { locatori: [PERSON, COMPANY] };
    const base = { ...DRAFT, locatori: [PERSON] };
    const kept = await submitted(sent, base, ['locatori']);
    const accepted = await review(kept, [
      { ...field('tipo', 'accept'), item: 1 },
      { ...field('denominazione', 'accept'), item: 1 },
      { ...field('partita_iva', 'accept'), item: 1 },
    ]);
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.answers.locatori).toEqual([PERSON, COMPANY]);

    const dropped = await submitted(sent, base, ['locatori']);
    const rejected = await review(dropped, [
      { ...field('tipo', 'reject'), item: 1 },
      { ...field('denominazione', 'reject'), item: 1 },
      { ...field('partita_iva', 'reject'), item: 1 },
    ]);
    expect(rejected.status).toBe(200);
    expect(rejected.body.data.answers.locatori).toEqual([PERSON]);

    const half = await submitted(sent, base, ['locatori']);
    const refused = await review(half, [
      { ...field('tipo', 'accept'), item: 1 },
      { ...field('denominazione', 'accept'), item: 1 },
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toContain('Locatore 2 – Partita IVA: manca la risposta.');
    expect((await contract(half)).answers.locatori).toEqual([PERSON]);
  });

  it('answers 409 before the client submitted, after a revocation, and on a COMPLETED draft', async () => {
    const draft = await createDraft(stack, user.token, templateId, DRAFT);
    await createLink(stack, user.token, draft, { questions: ['canone'] });
    expect((await review(draft, [{ variable: 'canone', action: 'accept' }])).status).toBe(409);

    const revoked = await submitted();
    await stack.api.delete(`/api/contract/${revoked}/client-link`, { token: user.token });
    expect((await review(revoked, [{ variable: 'canone', action: 'accept' }])).status).toBe(409);
    expect((await link(revoked)).proposals).toHaveLength(7);

    const completed = await submitted();
    const done = await stack.api.put(
      `/api/contract/${completed}`,
      {
        type: templateId,
        status: 'COMPLETED',
        answers: { ...DRAFT, cf_conduttore: 'FRRGLI90T55D612D', piva_conduttore: '01114601006' },
      },
      { token: user.token },
    );
    expect(done.status).toBe(200);
    const refused = await review(completed, [{ variable: 'canone', action: 'accept' }]);
    expect(refused.status).toBe(409);
    expect((await contract(completed)).answers.canone).toBe('800');
  });
});
