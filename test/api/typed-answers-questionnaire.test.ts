import type { Question } from '@redigo/shared/domain/question';
import { single } from '@redigo/shared/questionnaire/test-support/questions';
import { typed } from '@redigo/shared/questionnaire/test-support/typed-questions';
import { loginAs, type SignedIn } from '../support/accounts';
import { createTypedTemplate } from '../support/typed-templates';
import { startTestStack, type TestStack } from '../support/test-stack';

const questions: Question[] = [
  single('parte', ['Persona fisica', 'Società']),
  { ...typed('nome', 'text', { max_length: 20 }), question: 'Nome del conduttore' },
  { ...typed('note', 'text', { multiline: true }), question: 'Note' },
  { ...typed('mesi', 'number', { min: 1, max: 96 }), question: 'Durata in mesi' },
  { ...typed('canone', 'amount', { min: 100, max: 100000 }), question: 'Canone mensile' },
  { ...typed('decorrenza', 'date', { min: '2026-01-01' }), question: 'Decorrenza' },
];
const PARAGRAPHS = ['{parte} {nome} {note} {mesi} {canone} {decorrenza}'];
const GOOD = {
  parte: 'Società',
  nome: 'Alfa S.r.l.',
  note: 'Prima riga\nSeconda riga',
  mesi: '48',
  canone: '1234.5',
  decorrenza: '2026-11-23',
};

describe('typed answers through the questionnaire and the saves', () => {
  let stack: TestStack;
  let user: SignedIn;
  let editor: SignedIn;
  let templateId: string;

  beforeAll(async () => {
    stack = await startTestStack();
    [user, editor] = await Promise.all([loginAs(stack, 'user'), loginAs(stack, 'editor')]);
    templateId = (await createTypedTemplate(stack, editor.token, questions, PARAGRAPHS)).id;
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const ask = (answers: unknown) =>
    stack.api.post(`/api/contract/questions?type=${templateId}`, answers, { token: user.token });
  const save = (answers: unknown, status = 'TO_COMPLETE') =>
    stack.api.put('/api/contract', { type: templateId, status, answers }, { token: user.token });

  it.each([
    [{}, { type: 'choice', variable: 'parte', options: ['Persona fisica', 'Società'] }],
    [{ parte: 'Società' }, { type: 'text', max_length: 20, options: [], is_multiple_selection: false }],
    [
      { parte: 'Società', nome: 'A' },
      { type: 'text', multiline: true, options: [] },
    ],
    [
      { parte: 'Società', nome: 'A', note: 'n' },
      { type: 'number', min: 1, max: 96, options: [] },
    ],
    [
      { parte: 'Società', nome: 'A', note: 'n', mesi: '2' },
      { type: 'amount', min: 100, max: 100000 },
    ],
    [
      { parte: 'Società', nome: 'A', note: 'n', mesi: '2', canone: '100' },
      { type: 'date', min: '2026-01-01' },
    ],
  ])('after %j asks the question with its type and limits', async (answers, expected) => {
    const response = await ask(answers);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject(expected);
  });

  it('ends once every typed question is answered', async () => {
    expect((await ask(GOOD)).body).toEqual({ data: null });
  });

  const REFUSALS: [string, string, unknown, string][] = [
    [
      'a list for a text',
      'nome',
      ['A'],
      'La risposta alla domanda "Nome del conduttore" deve essere un testo.',
    ],
    [
      'a number for a text',
      'nome',
      5,
      'La risposta alla domanda "Nome del conduttore" deve essere un testo.',
    ],
    ['an empty text', 'nome', '   ', 'La risposta alla domanda "Nome del conduttore" è vuota.'],
    [
      'a text too long',
      'nome',
      'x'.repeat(21),
      'La risposta alla domanda "Nome del conduttore" supera 20 caratteri.',
    ],
    [
      'a control character',
      'nome',
      'A\u0000B',
      'La risposta alla domanda "Nome del conduttore" contiene caratteri non ammessi.',
    ],
    [
      'a line break in one line',
      'nome',
      'A\nB',
      'La risposta alla domanda "Nome del conduttore" deve stare su una sola riga.',
    ],
    [
      'a comma in a number',
      'mesi',
      '4,5',
      'La risposta alla domanda "Durata in mesi" non è un numero valido (per esempio 1234,5).',
    ],
    [
      'a number below min',
      'mesi',
      '0',
      'La risposta alla domanda "Durata in mesi" non può essere inferiore a 1.',
    ],
    [
      'a number above max',
      'mesi',
      '97',
      'La risposta alla domanda "Durata in mesi" non può essere superiore a 96.',
    ],
    ['a number as JSON', 'mesi', 48, 'La risposta alla domanda "Durata in mesi" deve essere un testo.'],
    [
      'three decimals in an amount',
      'canone',
      '100.001',
      'La risposta alla domanda "Canone mensile" non è un importo valido: al massimo due decimali, non negativo (per esempio 1234,50).',
    ],
    [
      'a negative amount',
      'canone',
      '-100',
      'La risposta alla domanda "Canone mensile" non è un importo valido: al massimo due decimali, non negativo (per esempio 1234,50).',
    ],
    [
      'an amount below min',
      'canone',
      '99.99',
      'La risposta alla domanda "Canone mensile" non può essere inferiore a 100,00 €.',
    ],
    [
      'an amount above max',
      'canone',
      '100000.01',
      'La risposta alla domanda "Canone mensile" non può essere superiore a 100.000,00 €.',
    ],
    [
      'a date that does not exist',
      'decorrenza',
      '2026-02-30',
      'La risposta alla domanda "Decorrenza" non è una data esistente (gg/mm/aaaa).',
    ],
    [
      'an Italian date',
      'decorrenza',
      '23/11/2026',
      'La risposta alla domanda "Decorrenza" deve essere una data nel formato AAAA-MM-GG (per esempio 2026-03-01).',
    ],
    [
      'a date before min',
      'decorrenza',
      '2025-12-31',
      'La data della domanda "Decorrenza" non può essere precedente al 01/01/2026.',
    ],
  ];

  it.each(REFUSALS)(
    'refuses %s with 400 on the questionnaire and a draft, 418 on COMPLETED',
    async (_, variable, value, message) => {
      const answers = { ...GOOD, [variable]: value };
      const asked = await ask(answers);
      expect(asked.status).toBe(400);
      expect(asked.body.message).toBe(message);
      const draft = await save(answers);
      expect(draft.status).toBe(400);
      expect(draft.body.message).toBe(message);
      const completed = await save(answers, 'COMPLETED');
      expect(completed.status).toBe(418);
      expect(completed.body.message).toBe(message);
    },
  );

  it('stores text trimmed and shows every answer as the lawyer reads it', async () => {
    const saved = await save({ ...GOOD, nome: '  Alfa S.r.l.  ' }, 'COMPLETED');
    expect(saved.status).toBe(200);
    const read = await stack.api.get(`/api/contract/${saved.body.data.id}`, { token: user.token });
    expect(read.body.data.answers).toEqual(GOOD);
    expect(
      read.body.data.detailed_answers.map((detail: { given_answer: string }) => detail.given_answer),
    ).toEqual(['Società', 'Alfa S.r.l.', 'Prima riga\nSeconda riga', '48', '1.234,50 €', '23/11/2026']);
  });

  it('keeps a refused contract unchanged: nothing half-saved', async () => {
    const saved = await save(GOOD);
    const id = saved.body.data.id;
    const refused = await stack.api.put(
      `/api/contract/${id}`,
      { type: templateId, status: 'TO_COMPLETE', answers: { ...GOOD, nome: 'Nuovo', canone: '-1' } },
      { token: user.token },
    );
    expect(refused.status).toBe(400);
    const read = await stack.api.get(`/api/contract/${id}`, { token: user.token });
    expect(read.body.data.answers.nome).toBe('Alfa S.r.l.');
  });

  describe('question errors on save', () => {
    const saveTemplate = (json_questions: unknown[]) =>
      stack.api.post(
        '/api/template',
        {
          name: 'Modello sbagliato',
          description: 'x',
          categoryId: 'x',
          price: 1,
          stripe_url: 'https://buy.stripe.com/test_redigo',
          min_time: 1,
          max_time: 2,
          min_questions: 1,
          max_questions: 2,
          file_name: 'a.docx',
          preview_name: 'b.docx',
          json_questions,
        },
        { token: editor.token },
      );

    it.each<[string, unknown[], string]>([
      [
        'a typed question with options',
        [{ ...typed('x', 'text'), options: ['A', 'B'] }],
        'Domanda n. 1 ("x"): Una domanda con risposta libera non può avere risposte tra cui scegliere.',
      ],
      [
        'an unknown type',
        [{ ...typed('x', 'text'), type: 'colore' }],
        'Domanda n. 1 ("x"): Il tipo di risposta "colore" non esiste (tipi: choice, text, number, amount, date, codice_fiscale, partita_iva, iban, provincia, cap, group).',
      ],
      [
        'min above max',
        [typed('x', 'amount', { min: 10, max: 5 })],
        'Domanda n. 1 ("x"): Il minimo è superiore al massimo.',
      ],
      [
        'a condition on a typed question',
        [typed('x', 'number'), single('y', ['A', 'B'], { x: '3' })],
        'Domanda n. 2 ("y"): La condizione n. 1 si riferisce a "x", che non è una domanda a scelta: un numero, un importo o una data si confrontano (per esempio {"x": {"gt": 1000}}).',
      ],
    ])('refuses %s with 400', async (_, json_questions, message) => {
      const response = await saveTemplate(json_questions);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
    });
  });
});
