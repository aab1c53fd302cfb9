import type { Question } from '@redigo/shared/domain/question';
import { leaseQuestions, single } from '@redigo/shared/questionnaire/test-support/questions';
import { loginAs } from '../support/accounts';
import { editableBody, ensureCategory, uploadParagraphs } from '../support/templates';
import { startTestStack, type TestStack } from '../support/test-stack';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Paragraphs that fit `leaseQuestions()` exactly: every tag names a question and compares with its options. */
const GOOD = [
  'Il conduttore prende in locazione un immobile ad uso {tipo}.',
  '{#tipo == "Abitativo"}Deposito: {#deposito == "Sì"}{importo}{/}{/}',
  '{#extra | contiene:"Giardino"}Giardino curato dal {manutenzione_giardino}.{/}',
  'Durata {durata}, extra: {extra}.',
];
/** A preview as the check wants one: a sample, well under half of the master's words. */
const PREVIEW = ['Locazione ad uso {tipo}.'];

describe('the template check on save and on publishing', () => {
  let stack: TestStack;
  let editor: string;
  let categoryId: string;

  beforeAll(async () => {
    stack = await startTestStack();
    editor = (await loginAs(stack, 'editor')).token;
    categoryId = await ensureCategory(stack, 'Prove del controllo');
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const body = (files: Json, questions: Question[], overrides: Record<string, unknown> = {}) => ({
    name: `Controllo ${Math.random().toString(36).slice(2, 8)}`,
    description: 'Modello di prova del controllo',
    categoryId,
    price: 29,
    stripe_url: 'https://buy.stripe.com/test_check',
    min_time: 5,
    max_time: 10,
    min_questions: 3,
    max_questions: 6,
    json_questions: questions,
    file_name: files.file_name,
    preview_name: files.preview_name,
    ...overrides,
  });

  /** Uploads documents made of `paragraphs` and saves a template of them with `questions`. */
  const save = async (paragraphs: string[], questions: Question[], preview = PREVIEW) => {
    const uploaded = await uploadParagraphs(stack, editor, paragraphs, preview, questions);
    expect(uploaded.status).toBe(200);
    const saved = await stack.api.post('/api/template', body(uploaded.body.data, questions), {
      token: editor,
    });
    return { uploaded, saved };
  };
  const publish = (id: string) =>
    stack.api.put(`/api/template/${id}/status`, { status: 'PUBLISHED' }, { token: editor });

  it('saves and publishes a template whose documents fit its questions', async () => {
    const { uploaded, saved } = await save(GOOD, leaseQuestions());

    expect(uploaded.body.data.check).toEqual({ errors: [], warnings: [] });
    expect(saved.status).toBe(201);
    expect((await publish(saved.body.data.id)).body.data.status).toBe('PUBLISHED');
  });

  it.each<[string, string, string]>([
    [
      'a tag that does not parse',
      'Canone {tipo mensile',
      'Master, tag {tipo mensile («Canone {tipo mensile»): il tag è aperto ma non chiuso: manca la "}".',
    ],
    [
      'a tag naming no question',
      'Il canone è {canone} euro',
      'Master, tag {canone} («Il canone è {canone} euro»): "canone" non corrisponde a nessuna domanda.',
    ],
    [
      'a value that is not an option',
      'Uso {#tipo == "Abitativa"}casa{/}',
      '"Abitativa" non è una risposta della domanda "tipo" (risposte: "Abitativo", "Commerciale").',
    ],
    [
      'an equality on a multiple choice',
      '{#extra == "Box"}box{/}',
      '"==" non funziona con la domanda a scelta multipla "extra"',
    ],
    ['an unknown filter', 'Uso {tipo | maiuscolo}', 'il filtro "maiuscolo" non esiste'],
  ])('finds %s on upload, and refuses the save with 422', async (_, paragraph, message) => {
    const { uploaded, saved } = await save([...GOOD, paragraph], leaseQuestions());

    expect(uploaded.body.data.check.errors).toEqual([expect.stringContaining(message)]);
    expect(saved.status).toBe(422);
    expect(saved.body).toEqual({
      message: 'Il modello non è coerente con le sue domande: correggi gli errori indicati.',
      code: 'TEMPLATE_CHECK_FAILED',
      errors: [expect.stringContaining(message)],
    });
  });

  it('checks the preview too, naming it', async () => {
    const { saved } = await save(GOOD, leaseQuestions(), [...GOOD, 'Nota {nota}']);

    expect(saved.status).toBe(422);
    expect(saved.body.errors).toEqual([
      expect.stringMatching(/^Anteprima, tag \{nota\}.*"nota" non corrisponde/),
    ]);
  });

  it.each<[string, Question[], string]>([
    [
      'a condition on a later question',
      [single('prima', ['A', 'B'], { dopo: 'X' }), single('dopo', ['X', 'Y'])],
      'Domanda n. 1 ("prima"): La condizione n. 1 si riferisce a "dopo", che non è una domanda precedente.',
    ],
    [
      'a condition on an answer the question does not have',
      [single('prima', ['A', 'B']), single('dopo', ['X', 'Y'], { prima: 'C' })],
      'richiede "C", che non è una risposta della domanda "prima"',
    ],
    [
      'a key starting with a digit',
      [single('1prima', ['A', 'B'])],
      'La chiave non può iniziare con un numero',
    ],
    ['a key with spaces', [single('data firma', ['A', 'B'])], 'usa "data_firma"'],
    [
      'a repeated key',
      [single('prima', ['A', 'B']), single('prima', ['C', 'D'])],
      'già usata dalla domanda n. 1',
    ],
    ['repeated options', [single('prima', ['A', 'A'])], 'La risposta "A" è ripetuta.'],
  ])('refuses questions with %s with 422', async (_, questions, message) => {
    const { saved } = await save(['Testo {prima}'], questions, ['Anteprima']);

    expect(saved.status).toBe(422);
    expect(saved.body.errors).toEqual(expect.arrayContaining([expect.stringContaining(message)]));
  });

  it('refuses questions of the wrong shape with 400, listing each problem', async () => {
    const uploaded = await uploadParagraphs(stack, editor, ['Testo'], ['Anteprima']);
    const saved = await stack.api.post(
      '/api/template',
      body(uploaded.body.data, [{ variable: 'x', options: ['solo'] } as unknown as Question]),
      { token: editor },
    );

    expect(saved.status).toBe(400);
    expect(saved.body.errors.length).toBeGreaterThanOrEqual(2);
  });

  it('saves a template still without questions, but not one with tags that do not parse', async () => {
    const { saved } = await save(GOOD, []);
    const broken = await save(['Canone {tipo mensile'], [], ['Anteprima']);

    expect(saved.status).toBe(201);
    expect(broken.saved.status).toBe(422);
    expect(broken.saved.body.errors).toEqual([expect.stringContaining('manca la "}"')]);
  });

  it('refuses to publish a template without questions, listing what is missing', async () => {
    const { saved } = await save(GOOD, []);

    const refused = await publish(saved.body.data.id);

    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('TEMPLATE_CHECK_FAILED');
    expect(refused.body.errors).toEqual(
      expect.arrayContaining([
        'Per pubblicare il modello serve almeno una domanda.',
        expect.stringContaining('questi tag non hanno ancora una domanda: tipo, deposito'),
      ]),
    );
  });

  it('keeps a published template publishable: a change that would break it is refused with 422', async () => {
    const { saved } = await save(GOOD, leaseQuestions());
    const template = (await publish(saved.body.data.id)).body.data;

    const emptied = await stack.api.put(
      `/api/template/${template.id}`,
      editableBody(template, { json_questions: [] }),
      { token: editor },
    );

    expect(emptied.status).toBe(422);
    expect(emptied.body.message).toContain('è pubblicato');
    expect((await stack.api.get(`/api/template/${template.id}`, { token: editor })).body.data.version).toBe(
      template.version,
    );
  });

  it('passes warnings without refusing: questions no tag uses', async () => {
    const questions = [...leaseQuestions(), single('nota', ['Sì', 'No'])];
    const { uploaded, saved } = await save(GOOD, questions);

    expect(uploaded.body.data.check.warnings).toEqual([expect.stringContaining('"nota" non è usata')]);
    expect(saved.status).toBe(201);
    expect((await publish(saved.body.data.id)).status).toBe(200);
  });

  it('refuses bad fields with 400, listing every problem in Italian', async () => {
    const uploaded = await uploadParagraphs(stack, editor, GOOD);
    const response = await stack.api.post(
      '/api/template',
      body(uploaded.body.data, leaseQuestions(), {
        name: ' ',
        price: 'tanti',
        stripe_url: 'non un indirizzo',
        min_time: 10,
        max_time: 5,
      }),
      { token: editor },
    );

    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(response.body.errors).toEqual(
      expect.arrayContaining([
        'Titolo: Campo obbligatorio.',
        'Prezzo: Deve essere un numero',
        'Link di pagamento: Inserisci un URL valido',
        expect.stringContaining('Il massimo non può essere inferiore al minimo.'),
      ]),
    );
  });

  it('refuses references that do not exist or do not fit', async () => {
    const uploaded = (await uploadParagraphs(stack, editor, GOOD)).body.data;
    const post = (overrides: Record<string, unknown>) =>
      stack.api.post('/api/template', body(uploaded, leaseQuestions(), overrides), { token: editor });

    const unknownFile = await post({ file_name: 'masters/nessuno/m.docx' });
    expect(unknownFile.status).toBe(400);
    expect(unknownFile.body.message).toContain('non risulta caricato');
    expect((await post({ categoryId: 'nessuna' })).body.message).toContain('La categoria scelta non esiste');
    expect((await post({ preview_name: uploaded.file_name })).body.message).toBe(
      "Il master e l'anteprima devono avere titoli diversi.",
    );

    expect((await post({})).status).toBe(201);
    const taken = await post({});
    expect(taken.status).toBe(409);
    expect(taken.body.message).toContain('appartiene già a un altro modello');
  });

  it('gives a file to exactly one of two templates saved at once with it', async () => {
    const uploaded = (await uploadParagraphs(stack, editor, GOOD)).body.data;
    const post = () => stack.api.post('/api/template', body(uploaded, leaseQuestions()), { token: editor });

    const statuses = (await Promise.all([post(), post()])).map((response) => response.status);

    expect(statuses.sort()).toEqual([201, 409]);
  });

  it('answers a 4xx, never a 5xx, to bodies of any shape', async () => {
    const uploaded = (await uploadParagraphs(stack, editor, GOOD)).body.data;
    const valid = body(uploaded, leaseQuestions());
    const bodies: unknown[] = [
      [],
      'testo',
      null,
      { ...valid, json_questions: 'domande' },
      { ...valid, json_questions: [null] },
      { ...valid, json_questions: [{ ...leaseQuestions()[0], required_answers: [null] }] },
      { ...valid, json_questions: [{ ...leaseQuestions()[0], required_answers: [{ tipo: 3 }] }] },
      { ...valid, json_questions: [{ ...leaseQuestions()[0], options: 'A' }] },
      { ...valid, file_name: { key: 'x' } },
      { ...valid, file_name: 'file#x' },
      { ...valid, categoryId: 'name#locazioni' },
      { ...valid, price: -1 },
      { ...valid, price: 1e308 },
      { ...valid, version: 'uno' },
    ];
    for (const each of bodies) {
      const response = await stack.api.post('/api/template', each, { token: editor });
      expect({ body: each, status: response.status >= 400 && response.status < 500 }).toEqual({
        body: each,
        status: true,
      });
    }
  });
});
