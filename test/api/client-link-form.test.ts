import { loginAs, mailsTo, type SignedIn } from '../support/accounts';
import {
  clientSignsIn,
  COMPANY,
  createDraft,
  createLink,
  createLinkTemplate,
  linkQuestions,
  PERSON,
} from '../support/client-links';
import { startTestStack, type TestStack } from '../support/test-stack';

const ITALIAN = expect.stringMatching(/[a-zà-ù]{3}/i);
const DRAFT = { uso: 'Abitativo', locatori: [PERSON], canone: '800', cf_conduttore: 'FRRGLI90T55D612D' };

describe('the client fills the form (docs/api.md, "The client\'s data by link")', () => {
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

  /** A draft with `answers`, a link on it asking `questions`, and the client signed in. */
  const clientOf = async (questions: string[], answers: Record<string, unknown> = DRAFT) => {
    const draft = await createDraft(stack, user.token, templateId, answers);
    const { email } = await createLink(stack, user.token, draft, { questions });
    return { draft, email, token: await clientSignsIn(stack, email) };
  };
  const form = (token: string) => stack.api.get('/api/client/form', { token });
  const save = (token: string, answers: unknown) => stack.api.put('/api/client/form', { answers }, { token });
  const submit = (token: string, answers: unknown, ack: { privacy_ack?: unknown } = { privacy_ack: true }) =>
    stack.api.post('/api/client/submit', { answers, ...ack }, { token });
  const contract = async (id: string) =>
    (await stack.api.get(`/api/contract/${id}`, { token: user.token })).body.data;
  const events = async (id: string) =>
    (
      (await stack.api.get(`/api/contract/${id}/client-link`, { token: user.token })).body.data.events as {
        event: string;
      }[]
    ).map((entry) => entry.event);
  const group = () => linkQuestions()[1] as { fields: { variable: string }[] };

  it('serves the chosen questions as the questionnaire does, the draft’s answers to them, and nothing else', async () => {
    const { token } = await clientOf(['canone', 'locatori']);
    const response = await form(token);

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    const data = response.body.data;
    expect(Object.keys(data).sort()).toEqual([
      'answers',
      'lawyer',
      'privacy_notice',
      'questions',
      'submitted',
      'title',
    ]);
    expect(data.lawyer).toEqual({ name: user.user.name, surname: user.user.surname, pec: user.pec });
    expect(data.submitted).toBe(false);
    expect(data.questions.map((question: { variable: string }) => question.variable)).toEqual([
      'locatori',
      'canone',
    ]);
    expect(data.questions[1]).toEqual({
      type: 'amount',
      min: 1,
      variable: 'canone',
      question: 'Canone mensile',
      description: '',
      options: [],
      is_multiple_selection: false,
      index: 4,
    });
    expect(data.questions[0]).toMatchObject({
      type: 'group',
      item_label: 'Locatore',
      min_items: 1,
      max_items: 3,
    });
    expect(data.answers).toEqual({ locatori: [PERSON], canone: '800' });
    const text = JSON.stringify(data);
    for (const secret of ['price', 'stripe', 'Abitativo', 'FRRGLI90T55D612D', 'file_name'])
      expect(text).not.toContain(secret);
  });

  it('judges a field’s conditions on questions the client is not asked with the draft’s answers', async () => {
    const abitativo = (await form((await clientOf(['locatori'])).token)).body.data.questions[0];
    expect(abitativo.fields.map((field: { variable: string }) => field.variable)).not.toContain('rea');

    const commerciale = (await form((await clientOf(['locatori'], { ...DRAFT, uso: 'Commerciale' })).token))
      .body.data.questions[0];
    const rea = commerciale.fields.find((field: { variable: string }) => field.variable === 'rea');
    expect(rea.required_answers).toEqual([{ tipo: 'Persona giuridica' }]);

    const both = (await form((await clientOf(['uso', 'locatori'])).token)).body.data.questions[1];
    expect(both.fields).toEqual(group().fields);
  });

  it('shows the lawyer’s own privacy notice once written, else one written for them (art. 13 GDPR)', async () => {
    const { token } = await clientOf(['canone']);
    const written = (await form(token)).body.data.privacy_notice as string;
    for (const part of [
      `${user.user.name} ${user.user.surname}`,
      user.pec,
      'art. 13',
      'art. 6, par. 1, lett. b)',
      'lett. c)',
      'responsabile del trattamento',
      'artt. 15–22',
      'Garante per la protezione dei dati personali',
      'conservati',
    ])
      expect(written).toContain(part);

    const own = 'Informativa dello Studio Rossi.\n\nI dati sono trattati dall’avv. Rossi.';
    const saved = await stack.api.put(
      `/api/user/${user.user.id}/privacy-notice`,
      { text: own },
      { token: user.token },
    );
    expect(saved.status).toBe(200);
    expect((await form(token)).body.data.privacy_notice).toBe(own);
    await stack.api.put(`/api/user/${user.user.id}/privacy-notice`, { text: written }, { token: user.token });
  });

  it('keeps the client’s work as sent, a group’s items lacking fields, and gives it back; the draft does not change', async () => {
    const { draft, token } = await clientOf(['locatori', 'canone']);
    const work = { locatori: [{ tipo: 'Persona fisica', nome: '  Anna Bianchi ' }], canone: '' };

    const saved = await save(token, work);

    expect(saved.status).toBe(200);
    expect(saved.headers.get('referrer-policy')).toBe('no-referrer');
    expect((await form(token)).body.data.answers).toEqual({
      locatori: [{ tipo: 'Persona fisica', nome: 'Anna Bianchi' }],
    });
    await save(token, { canone: ' 1234.5 ' });
    expect((await form(token)).body.data.answers).toEqual({ canone: '1234.5' });
    expect((await contract(draft)).answers).toEqual(DRAFT);
    expect((await events(draft)).filter((event) => event === 'saved')).toHaveLength(1);
  });

  it.each<[string, unknown, string]>([
    [
      'a codice fiscale with a wrong check character',
      { locatori: [{ ...PERSON, codice_fiscale: 'RSSMRA85T10A562X' }] },
      'Locatore 1 – Codice fiscale',
    ],
    [
      'a partita IVA with a wrong check digit',
      { locatori: [{ ...COMPANY, partita_iva: '01114601007' }] },
      'Locatore 1 – Partita IVA',
    ],
    [
      'a birth date the codice fiscale contradicts',
      { locatori: [{ ...PERSON, data_nascita: '1985-12-11' }] },
      'La data di nascita di Locatore 1 non corrisponde al codice fiscale.',
    ],
    ['an amount that is no amount', { canone: 'ottocento' }, 'Canone mensile'],
    ['an amount below its minimum', { canone: '0' }, 'Canone mensile'],
    ['a date that does not exist', { locatori: [{ ...PERSON, data_nascita: '1985-02-30' }] }, 'Locatore 1'],
    ['a field its item does not ask', { locatori: [{ ...PERSON, denominazione: 'Alfa' }] }, 'Locatore 1'],
    ['a field the group does not have', { locatori: [{ ...PERSON, colore: 'blu' }] }, 'colore'],
    ['too many items', { locatori: [PERSON, PERSON, PERSON, PERSON] }, 'al massimo 3'],
    ['an item that is no item', { locatori: ['Mario'] }, 'Locatore 1'],
    ['a question the client was not asked', { uso: 'Commerciale' }, 'uso'],
    ['a noncharacter', { locatori: [{ ...PERSON, nome: 'Mario\uFFFE' }] }, 'caratteri non validi'],
  ])('refuses %s with 400 naming question, item and field', async (_name, answers, named) => {
    const { token } = await clientOf(['locatori', 'canone']);
    const response = await save(token, answers);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(response.body.errors.join(' ')).toContain(named);
    const submitted = await submit(token, answers);
    expect(submitted.status).toBe(400);
  });

  it.each([
    ['answers that are no map', { answers: ['x'] }],
    ['no answers', {}],
  ])('refuses %s with 400', async (_name, body) => {
    const { token } = await clientOf(['canone']);
    const response = await stack.api.put('/api/client/form', body, { token });
    expect(response.status).toBe(400);
    expect(response.body.message).toEqual(ITALIAN);
  });

  it('wants the privacy notice acknowledged to submit (400)', async () => {
    const { token } = await clientOf(['canone']);
    for (const ack of [{}, { privacy_ack: false }, { privacy_ack: 'true' }, { privacy_ack: 1 }]) {
      const response = await submit(token, { canone: '900' }, ack);
      expect(response.status).toBe(400);
      expect(response.body.message).toContain('informativa');
    }
  });

  it('wants every chosen question answered to submit: 418 naming what is missing', async () => {
    const { token } = await clientOf(['locatori', 'canone']);
    const response = await submit(token, { locatori: [{ tipo: 'Persona fisica', nome: 'Anna Bianchi' }] });
    expect(response.status).toBe(418);
    expect(response.body.code).toBe('CONTRACT_NOT_ACCEPTABLE');
    expect(response.body.errors).toEqual(
      expect.arrayContaining([
        'Locatore 1 – Codice fiscale: manca la risposta.',
        'Manca la risposta alla domanda "Canone mensile".',
      ]),
    );
  });

  it('submits once: read-only after, the lawyer mailed, the draft unchanged', async () => {
    const { draft, email, token } = await clientOf(['locatori', 'canone']);
    const answers = { locatori: [{ ...PERSON, nome: 'Mario Luigi Rossi' }, COMPANY], canone: '850' };

    const response = await submit(token, answers);

    expect(response.status).toBe(200);
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect((await contract(draft)).answers).toEqual(DRAFT);
    const read = (await form(token)).body.data;
    expect(read.submitted).toBe(true);
    expect(read.answers).toEqual(answers);
    for (const again of [await save(token, answers), await submit(token, answers)]) {
      expect(again.status).toBe(409);
      expect(again.body.message).toEqual(ITALIAN);
    }
    const [mail] = await mailsTo(stack, user.pec);
    expect(mail?.subject).toContain('ha inviato i dati');
    expect(mail?.text).toContain(email);
    expect(mail?.text).not.toContain('Mario Luigi Rossi');
    expect(await events(draft)).toEqual(['created', 'mailed', 'code_sent', 'opened', 'submitted']);
  });
});
