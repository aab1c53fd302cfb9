import type { Question } from '@redigo/shared/domain/question';
import { field, group } from '@redigo/shared/questionnaire/test-support/groups';
import { typed } from '@redigo/shared/questionnaire/test-support/typed-questions';
import { single } from '@redigo/shared/questionnaire/test-support/questions';
import { loginAs, type SignedIn } from '../support/accounts';
import { uploadParagraphs } from '../support/templates';
import { createTypedTemplate, renderedParagraphs } from '../support/typed-templates';
import { startTestStack, type TestStack } from '../support/test-stack';

jest.setTimeout(180_000);

const questions: Question[] = [
  typed('compenso', 'amount'),
  typed('mesi', 'number'),
  group(
    'eredi',
    [
      field(typed('nome', 'text'), 'Nome'),
      field(typed('quota', 'number'), 'Quota'),
      field(single('tipo', ['Persona fisica', 'Persona giuridica']), 'Tipo'),
    ],
    { max_items: 20, item_label: 'Erede' },
  ),
];

/** The authors' guide's preventivo (README.md, «Guida per gli autori dei modelli»), with a group and a test. */
const PARAGRAPHS = [
  'compenso=[{compenso}]',
  'spese=[{compenso * 0.15}]',
  'cpa=[{compenso * 1.15 * 0.04}]',
  'iva=[{compenso * 1.15 * 1.04 * 0.22}]',
  'totale=[{compenso * 1.15 * 1.04 * 1.22}]',
  'in lettere=[{compenso * 1.15 * 1.04 * 1.22 | lettere}]',
  'mensile=[{compenso / mesi | arrotonda:2}]',
  'esatto=[{0.1 + 0.2}]',
  'quote=[{eredi | somma:"quota"}]',
  '{#eredi | qualcuno:"tipo":"Persona giuridica"}società=[sì]{/}',
  '{#compenso > 1000}fascia=[alta]{/}{^compenso > 1000}fascia=[bassa]{/}',
  '{#eredi}erede=[{nome}: {compenso * quota / 100}]{/}',
];

describe('computed amounts in documents', () => {
  let stack: TestStack;
  let editor: SignedIn;
  let templateId: string;

  beforeAll(async () => {
    stack = await startTestStack();
    editor = await loginAs(stack, 'editor');
    templateId = (await createTypedTemplate(stack, editor.token, questions, PARAGRAPHS)).id;
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('writes exact decimals rounded once, amounts with two decimals, tests and loops', async () => {
    const paragraphs = await renderedParagraphs(stack, editor.token, templateId, {
      compenso: '1234.56',
      mesi: '12',
      eredi: [
        { nome: 'Anna', quota: '60', tipo: 'Persona fisica' },
        { nome: 'Alfa', quota: '40', tipo: 'Persona giuridica' },
      ],
    });
    expect(paragraphs).toEqual([
      'compenso=[1.234,56]',
      'spese=[185,18]',
      'cpa=[56,79]',
      'iva=[324,84]',
      'totale=[1.801,37]',
      'in lettere=[milleottocentouno/37]',
      'mensile=[102,88]',
      'esatto=[0,3]',
      'quote=[100]',
      'società=[sì]',
      'fascia=[alta]',
      'erede=[Anna: 740,74]erede=[Alfa: 493,82]',
    ]);
  });

  it('writes nothing where an operand was not asked and drops the paragraph it empties', async () => {
    const paragraphs = await renderedParagraphs(stack, editor.token, templateId, { mesi: '0' });
    expect(paragraphs).toEqual([
      'compenso=[]',
      'spese=[]',
      'cpa=[]',
      'iva=[]',
      'totale=[]',
      'in lettere=[]',
      'mensile=[]',
      'esatto=[0,3]',
      'quote=[]',
      'fascia=[bassa]',
    ]);
  });

  it('the template check reports a computing tag with a comma literal, with the tag as written', async () => {
    const paragraph = 'Totale {compenso * 1,22} euro';
    const response = await uploadParagraphs(stack, editor.token, [paragraph], ['Anteprima'], questions);
    expect(response.status).toBe(200);
    const [error] = response.body.data.check.errors as string[];
    expect(error).toContain(`Master, tag {compenso * 1,22} («${paragraph}»)`);
    expect(error).toContain('scrive il numero 1,22 con la virgola');
  });
});
