import type { GroupQuestion, Question } from '@redigo/shared/domain/question';
import { field } from '@redigo/shared/questionnaire/test-support/groups';
import { single } from '@redigo/shared/questionnaire/test-support/questions';
import { typed } from '@redigo/shared/questionnaire/test-support/typed-questions';
import { loginAs, type SignedIn } from '../support/accounts';
import { docxParagraphs } from '../support/contracts';
import { landlordsGroup, partiesQuestions, PERSON_ITEM } from '../support/group-templates';
import { uploadParagraphs } from '../support/templates';
import { createTypedTemplate, typedTemplateBody } from '../support/typed-templates';
import { startTestStack, type TestStack } from '../support/test-stack';

const uso = partiesQuestions()[0] as Question;
const tipo = field(single('tipo', ['Persona fisica', 'Persona giuridica']), 'Tipo di parte');
const nome = field(typed('nome', 'text'), 'Nome e cognome');
const locatori = (change: Partial<GroupQuestion>): GroupQuestion => ({ ...landlordsGroup(), ...change });
const PREFIX = 'Domanda n. 2 ("locatori"): ';

describe('saving a template with a group (docs/api.md, "Repeating groups and parties")', () => {
  let stack: TestStack;
  let editor: SignedIn;
  let template: { id: string; json_questions: Question[] };

  beforeAll(async () => {
    stack = await startTestStack();
    editor = await loginAs(stack, 'editor');
    template = await createTypedTemplate(stack, editor.token, partiesQuestions(), ['{uso} {cf_conduttore}']);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const saveNew = (json_questions: unknown[]) =>
    stack.api.post(
      '/api/template',
      typedTemplateBody(json_questions as Question[], { file_name: 'a.docx', preview_name: 'b.docx' }, 'x'),
      { token: editor.token },
    );

  it('stores a sound group as it was sent, and publishes it', async () => {
    const stored = await stack.api.get(`/api/template/${template.id}`, { token: editor.token });
    expect(stored.body.data.status).toBe('PUBLISHED');
    expect(stored.body.data.json_questions).toEqual(partiesQuestions());
  });

  it.each<[string, Question[], string]>([
    [
      'an empty item label',
      [uso, locatori({ item_label: '' })],
      'L\'etichetta di un elemento (item_label) deve avere da 1 a 40 caratteri, per esempio "Locatore".',
    ],
    [
      'an item label of 41 characters',
      [uso, locatori({ item_label: 'L'.repeat(41) })],
      'L\'etichetta di un elemento (item_label) deve avere da 1 a 40 caratteri, per esempio "Locatore".',
    ],
    ['min_items 0', [uso, locatori({ min_items: 0 })], '"min_items" deve essere un numero intero da 1 a 20.'],
    [
      'max_items 21',
      [uso, locatori({ max_items: 21 })],
      '"max_items" deve essere un numero intero da 1 a 20.',
    ],
    [
      'min_items above max_items',
      [uso, locatori({ min_items: 3, max_items: 2 })],
      'Il numero minimo di elementi (min_items) supera il numero massimo (max_items).',
    ],
    ['no fields', [uso, locatori({ fields: [] })], 'Un gruppo deve avere da 1 a 30 campi.'],
    [
      '31 fields',
      [
        uso,
        locatori({
          fields: Array.from({ length: 31 }, (_, i) => field(typed(`campo${i}`, 'text'), `Campo ${i}`)),
        }),
      ],
      'Un gruppo deve avere da 1 a 30 campi.',
    ],
    [
      'options on the group',
      [uso, locatori({ options: ['A', 'B'] })],
      'Un gruppo non ha risposte tra cui scegliere: le risposte sono quelle dei suoi campi.',
    ],
    [
      'a group as a field',
      [uso, locatori({ fields: [tipo, locatori({ variable: 'sub' }) as never] })],
      'campo n. 2 ("sub"): Un campo non può essere a sua volta un gruppo.',
    ],
    [
      'a field key starting with $',
      [uso, locatori({ fields: [{ ...nome, variable: '$posizione' }] })],
      'campo n. 1 ("$posizione"): La chiave di un campo non può iniziare con $: i nomi con $ sono riservati ai cicli ($posizione, $separatore...).',
    ],
    [
      'a field key twice',
      [uso, locatori({ fields: [nome, { ...nome, question: 'Altro' }] })],
      'campo n. 2 ("nome"): La chiave è già usata dal campo n. 1 dello stesso gruppo.',
    ],
    [
      'a field key of a question',
      [uso, locatori({ fields: [{ ...nome, variable: 'uso' }] })],
      'campo n. 1 ("uso"): La chiave è già usata dalla domanda n. 1: un campo deve avere una chiave diversa da quelle delle domande.',
    ],
    [
      'a field condition on a later field',
      [uso, locatori({ fields: [{ ...nome, required_answers: [{ tipo: 'Persona fisica' }] }, tipo] })],
      'campo n. 1 ("nome"): La condizione n. 1 si riferisce a "tipo", che non è né un campo precedente dello stesso gruppo né una domanda precedente al gruppo.',
    ],
    [
      'a field condition on a typed field',
      [uso, locatori({ fields: [nome, { ...tipo, required_answers: [{ nome: 'Mario' }] }] })],
      'campo n. 2 ("tipo"): La condizione n. 1 si riferisce a "nome", che non è una domanda a scelta: una condizione può chiedere la risposta di una domanda a scelta o confrontare un numero, un importo o una data.',
    ],
    [
      'a codice fiscale field with a limit',
      [uso, locatori({ fields: [field(typed('cf', 'codice_fiscale', { max_length: 16 }), 'CF')] })],
      'campo n. 1 ("cf"): Una domanda di tipo codice fiscale o partita IVA non ha limiti: togli "max_length".',
    ],
  ])('refuses %s with 400', async (_, json_questions, problem) => {
    const response = await saveNew(json_questions);
    expect([response.status, response.body.message]).toEqual([400, `${PREFIX}${problem}`]);
  });

  it.each<[string, Question[], string]>([
    [
      'a group',
      [uso, landlordsGroup(), single('garante', ['Sì', 'No'], { locatori: 'x' })],
      'Domanda n. 3 ("garante"): La condizione n. 1 si riferisce al gruppo "locatori": di un gruppo una condizione chiede se qualche elemento, o tutti, hanno una risposta (per esempio {"locatori": {"any": {"tipo": "Persona giuridica"}}}).',
    ],
    [
      'a group’s field',
      [uso, landlordsGroup(), single('garante', ['Sì', 'No'], { tipo: 'Persona fisica' })],
      'Domanda n. 3 ("garante"): La condizione n. 1 si riferisce a "tipo", un campo del gruppo "locatori": fuori dal gruppo si chiede se qualche elemento, o tutti, hanno una risposta (per esempio {"locatori": {"any": {"tipo": "…"}}}).',
    ],
    [
      'a partita IVA with a minimum',
      [uso, { ...typed('piva', 'partita_iva'), min: 1 }],
      'Domanda n. 2 ("piva"): Una domanda di tipo codice fiscale o partita IVA non ha limiti: togli "min".',
    ],
  ])(
    'refuses a top-level condition on %s, or a tax code with limits, with 400',
    async (_, json_questions, message) => {
      const response = await saveNew(json_questions);
      expect([response.status, response.body.message]).toEqual([400, message]);
    },
  );

  it('lists every problem of the questions in `errors`', async () => {
    const response = await saveNew([uso, locatori({ item_label: '', min_items: 0 })]);
    expect(response.body.errors).toEqual([
      `json_questions: ${PREFIX}L'etichetta di un elemento (item_label) deve avere da 1 a 40 caratteri, per esempio "Locatore".`,
      `json_questions: ${PREFIX}"min_items" deve essere un numero intero da 1 a 20.`,
    ]);
  });

  it('refuses a wrong change of a group with 400 and keeps the template as it was', async () => {
    const { data } = (await stack.api.get(`/api/template/${template.id}`, { token: editor.token })).body;
    const files = { file_name: data.file_name, preview_name: data.preview_name };
    const questions = [uso, locatori({ max_items: 0 }), ...partiesQuestions().slice(2)];
    const response = await stack.api.put(
      `/api/template/${template.id}`,
      { ...typedTemplateBody(questions, files, data.categoryId.id), version: data.version },
      { token: editor.token },
    );
    expect([response.status, response.body.message]).toEqual([
      400,
      `${PREFIX}"max_items" deve essere un numero intero da 1 a 20.`,
    ]);
    const after = await stack.api.get(`/api/template/${template.id}`, { token: editor.token });
    expect(after.body.data.json_questions).toEqual(partiesQuestions());
  });

  it('renders the staff’s test run with a group’s answer, and refuses a wrong list naming item and field', async () => {
    const testRun = (locatori: unknown) =>
      stack.api.put(
        `/api/template/${template.id}/download-test`,
        { answers: { uso: 'Abitativo', locatori, cf_conduttore: 'RSSMRA85T10A562S' } },
        { token: editor.token },
      );
    const rendered = await testRun([PERSON_ITEM]);
    expect(rendered.status).toBe(200);
    expect(docxParagraphs(rendered.raw)).toContain('Abitativo RSSMRA85T10A562S');
    const refused = await testRun([PERSON_ITEM, { tipo: 'Persona fisica', nome: 'Anna Bianchi' }]);
    expect([refused.status, refused.body.message]).toEqual([
      400,
      'Locatore 2 – Codice fiscale: manca la risposta.',
    ]);
  });

  it('checks a master that names a group without failing', async () => {
    const uploaded = await uploadParagraphs(
      stack,
      editor.token,
      ['{uso}', '{#locatori}{nome}{/locatori}'],
      ['{uso}'],
      partiesQuestions(),
    );
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.data.check).toEqual({ errors: expect.any(Array), warnings: expect.any(Array) });
  });
});
