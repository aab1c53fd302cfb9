import type { Question } from '@redigo/shared/domain/question';
import { field, group } from '@redigo/shared/questionnaire/test-support/groups';
import { single } from '@redigo/shared/questionnaire/test-support/questions';
import { typed } from '@redigo/shared/questionnaire/test-support/typed-questions';
import { loginAs, type SignedIn } from '../support/accounts';
import { createTypedTemplate } from '../support/typed-templates';
import { startTestStack, type TestStack } from '../support/test-stack';

/** docs/api.md, "Computed amounts and rules across answers": identifiers checked where typed, conditions on them. */
const conduttori = group(
  'conduttori',
  [
    field(typed('codice_fiscale', 'codice_fiscale'), 'Codice fiscale'),
    field(typed('data_nascita', 'date'), 'Data di nascita'),
    field(typed('cap', 'cap'), 'CAP'),
  ],
  { item_label: 'Conduttore', min_items: 1, max_items: 3 },
);
const questions: Question[] = [
  { ...typed('iban', 'iban'), question: 'IBAN del locatore' },
  { ...typed('provincia', 'provincia'), question: 'Provincia' },
  { ...typed('cap_immobile', 'cap'), question: 'CAP dell’immobile' },
  { ...typed('canone', 'amount'), question: 'Canone' },
  { ...single('garanzia', ['Fideiussione', 'Deposito']), required_answers: [{ canone: { gt: 1000 } }] },
  { ...typed('codice_fiscale', 'codice_fiscale'), question: 'Codice fiscale del locatore' },
  { ...typed('data_nascita', 'date'), question: 'Data di nascita del locatore' },
];
/** A field may not share a top-level question's variable: the tenants have a template of their own. */
const tenantQuestions: Question[] = [conduttori];
const PARAGRAPHS = ['{iban} {provincia} {cap_immobile} {canone} {garanzia} {codice_fiscale} {data_nascita}'];
const PERSON = { codice_fiscale: 'RSSMRA85T10A562S', data_nascita: '1985-12-10', cap: '80134' };
const GOOD = {
  iban: 'IT60X0542811101000000123456',
  provincia: 'NA',
  cap_immobile: '80134',
  canone: '800',
  codice_fiscale: 'RSSMRA85T10A562S',
  data_nascita: '1985-12-10',
};

describe('IBAN, provincia, CAP, the codice fiscale and birth date, conditions on amounts', () => {
  let stack: TestStack;
  let user: SignedIn;
  let editor: SignedIn;
  let templateId: string;
  let tenantsId: string;

  beforeAll(async () => {
    stack = await startTestStack();
    [user, editor] = await Promise.all([loginAs(stack, 'user'), loginAs(stack, 'editor')]);
    templateId = (await createTypedTemplate(stack, editor.token, questions, PARAGRAPHS)).id;
    tenantsId = (
      await createTypedTemplate(stack, editor.token, tenantQuestions, [
        '{#conduttori}{codice_fiscale}{/conduttori}',
      ])
    ).id;
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const ask = (answers: unknown, type = templateId) =>
    stack.api.post(`/api/contract/questions?type=${type}`, answers, { token: user.token });
  const save = (answers: unknown, status = 'TO_COMPLETE', type = templateId) =>
    stack.api.put('/api/contract', { type, status, answers }, { token: user.token });

  it('asks the new types with no options and stores them in canonical form', async () => {
    const first = await ask({});
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ variable: 'iban', type: 'iban', options: [] });
    const given = { ...GOOD, iban: 'it60 x054 2811 1010 0000 0123 456', provincia: 'na' };
    expect((await ask(given)).body).toEqual({ data: null });
    const saved = await save(given, 'COMPLETED');
    expect(saved.status).toBe(200);
    const read = await stack.api.get(`/api/contract/${saved.body.data.id}`, { token: user.token });
    expect(read.body.data.answers).toMatchObject({ iban: GOOD.iban, provincia: 'NA' });
    const detail = read.body.data.detailed_answers as { variable: string; given_answer: string }[];
    expect(detail.find((entry) => entry.variable === 'iban')?.given_answer).toBe(
      'IT60 X054 2811 1010 0000 0123 456',
    );
  });

  it('asks a question whose condition compares an earlier amount', async () => {
    const response = await ask({ ...GOOD, canone: '1500' });
    expect(response.body.data).toMatchObject({ variable: 'garanzia' });
  });

  it.each<[string, Record<string, unknown>, string]>([
    [
      'a wrong IBAN check',
      { iban: 'IT61X0542811101000000123456' },
      'L\'IBAN della domanda "IBAN del locatore" non è valido: le cifre di controllo non corrispondono.',
    ],
    [
      'an IBAN of the wrong length',
      { iban: 'IT60X054281110100000012345' },
      'L\'IBAN della domanda "IBAN del locatore" non è valido: per questo paese ha 27 caratteri.',
    ],
    [
      'an unknown province',
      { provincia: 'XX' },
      'La risposta alla domanda "Provincia" non è la sigla di una provincia italiana (per esempio NA).',
    ],
    [
      'a CAP of four digits',
      { cap_immobile: '8013' },
      'La risposta alla domanda "CAP dell’immobile" non è un CAP: servono 5 cifre (per esempio 80134).',
    ],
    [
      'a birth date the codice fiscale denies',
      { data_nascita: '1985-12-11' },
      'La data di nascita della domanda "Data di nascita del locatore" non corrisponde al codice fiscale.',
    ],
  ])('refuses %s: 400 in the questionnaire and the draft, 418 when completed', async (_, change, message) => {
    const answers = { ...GOOD, ...change };
    const asked = await ask(answers);
    expect(asked.status).toBe(400);
    expect(asked.body.message).toBe(message);
    const draft = await save(answers);
    expect(draft.status).toBe(400);
    expect(draft.body.message).toBe(message);
    const completed = await save(answers, 'COMPLETED');
    expect(completed.status).toBe(418);
    expect(completed.body.message).toBe(message);
  });

  it('takes tenants whose codice fiscale and birth date agree', async () => {
    expect((await ask({ conduttori: [PERSON] }, tenantsId)).body).toEqual({ data: null });
    expect((await save({ conduttori: [PERSON] }, 'COMPLETED', tenantsId)).status).toBe(200);
  });

  it.each<[string, unknown[], string]>([
    [
      "a tenant's birth date the codice fiscale denies",
      [PERSON, { ...PERSON, data_nascita: '1986-12-10' }],
      'La data di nascita di Conduttore 2 non corrisponde al codice fiscale.',
    ],
    [
      "a tenant's CAP",
      [{ ...PERSON, cap: 'ABCDE' }],
      'Conduttore 1 – CAP: non è un CAP: servono 5 cifre (per esempio 80134).',
    ],
  ])('refuses %s in a group: 400, in drafts too, and 418 when completed', async (_, items, message) => {
    const answers = { conduttori: items };
    const asked = await ask(answers, tenantsId);
    expect(asked.status).toBe(400);
    expect(asked.body.message).toBe(message);
    const draft = await save(answers, 'TO_COMPLETE', tenantsId);
    expect(draft.status).toBe(400);
    expect(draft.body.message).toBe(message);
    const completed = await save(answers, 'COMPLETED', tenantsId);
    expect(completed.status).toBe(418);
    expect(completed.body.message).toBe(message);
  });

  describe('conditions that are question errors on save', () => {
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
        'a comparison on a choice',
        [single('x', ['A', 'B']), single('y', ['A', 'B'], { x: { gt: 1 } } as never)],
        'Domanda n. 2 ("y"): La condizione n. 1 confronta "x", che non è un numero, un importo o una data: i confronti (gt, gte, lt, lte, eq, ne) si usano solo su queste domande.',
      ],
      [
        'an unknown operator',
        [typed('x', 'amount'), single('y', ['A', 'B'], { x: { maggiore: 1 } } as never)],
        'Domanda n. 2 ("y"): La condizione n. 1 usa su "x" l\'operatore "maggiore", che non esiste (operatori: gt, gte, lt, lte, eq, ne).',
      ],
      [
        'a date that does not exist',
        [typed('x', 'date'), single('y', ['A', 'B'], { x: { lt: '2026-02-30' } })],
        'Domanda n. 2 ("y"): La condizione n. 1 confronta "x" con "2026-02-30", che non è una data esistente (AAAA-MM-GG).',
      ],
      [
        'a field the group lacks',
        [conduttori, single('y', ['A', 'B'], { conduttori: { any: { tipo: 'X' } } })],
        'Domanda n. 2 ("y"): La condizione n. 1 usa il campo "tipo", che il gruppo "conduttori" non ha.',
      ],
    ])('refuses %s with 400', async (_, json_questions, message) => {
      const response = await saveTemplate(json_questions);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
    });
  });
});
