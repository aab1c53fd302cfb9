import type { Question } from '@redigo/shared/domain/question';
import { multiple, single } from '@redigo/shared/questionnaire/test-support/questions';
import { typed } from '@redigo/shared/questionnaire/test-support/typed-questions';
import { readPart } from '../../infra/src/seed/docx/docx-text';
import { loginAs, type SignedIn } from '../support/accounts';
import { uploadParagraphs } from '../support/templates';
import { createTypedTemplate, renderedParagraphs } from '../support/typed-templates';
import { startTestStack, type TestStack } from '../support/test-stack';

jest.setTimeout(180_000);

const questions: Question[] = [
  single('tipo', ['Abitativo', 'Commerciale']),
  multiple('extra', ['Box', 'Cantina']),
  typed('nome', 'text', { max_length: 2000 }),
  typed('note', 'text', { multiline: true, max_length: 2000 }),
  typed('numero', 'number'),
  typed('importo', 'amount'),
  typed('data', 'date'),
];

/** One paragraph per way of writing an answer: the rows of docs/api.md's table, in order. */
const PARAGRAPHS = [
  'testo=[{nome}]',
  'numero=[{numero}]',
  'importo=[{importo}]',
  'data=[{data}]',
  'importo in lettere=[{importo | lettere}]',
  'numero in lettere=[{numero | lettere}]',
  'data breve=[{data | data_breve}]',
  'più mesi=[{data | aggiungi_mesi:48}]',
  'più un mese=[{data | aggiungi_mesi:1 | data_breve}]',
  'più un anno=[{data | aggiungi_anni:1}]',
  'più un giorno=[{data | aggiungi_giorni:1 | data_breve}]',
  'note=[{note}]',
];

/** Amounts in words (`lettere`) as Italian cheques write them: accents, elisions, thousands and millions. */
const WORDS: [string, string][] = [
  ['0', 'zero/00'],
  ['1', 'uno/00'],
  ['3', 'tre/00'],
  ['8', 'otto/00'],
  ['11', 'undici/00'],
  ['16', 'sedici/00'],
  ['17', 'diciassette/00'],
  ['19', 'diciannove/00'],
  ['21', 'ventuno/00'],
  ['23', 'ventitré/00'],
  ['28', 'ventotto/00'],
  ['31', 'trentuno/00'],
  ['33', 'trentatré/00'],
  ['38', 'trentotto/00'],
  ['43', 'quarantatré/00'],
  ['48', 'quarantotto/00'],
  ['51', 'cinquantuno/00'],
  ['63', 'sessantatré/00'],
  ['78', 'settantotto/00'],
  ['81', 'ottantuno/00'],
  ['88', 'ottantotto/00'],
  ['93', 'novantatré/00'],
  ['100', 'cento/00'],
  ['101', 'centouno/00'],
  ['103', 'centotré/00'],
  ['108', 'centotto/00'],
  ['180', 'centottanta/00'],
  ['203', 'duecentotré/00'],
  ['999', 'novecentonovantanove/00'],
  ['1000', 'mille/00'],
  ['1001', 'milleuno/00'],
  ['1003', 'milletré/00'],
  ['1500.5', 'millecinquecento/50'],
  ['2000', 'duemila/00'],
  ['2023', 'duemilaventitré/00'],
  ['21000', 'ventunomila/00'],
  ['23000', 'ventitremila/00'],
  ['100000', 'centomila/00'],
  ['123456.78', 'centoventitremilaquattrocentocinquantasei/78'],
  ['1000000', 'un milione/00'],
  ['2000000', 'due milioni/00'],
  ['1000001', 'un milione uno/00'],
  ['23000000', 'ventitré milioni/00'],
  ['999999999.99', 'novecentonovantanove milioni novecentonovantanovemilanovecentonovantanove/99'],
];

/** Month ends and leap years through the date filters: [date, +1 month, +1 year, +1 day]. */
const CALENDAR: [string, string, string, string][] = [
  ['2026-01-31', '28/02/2026', '31 gennaio 2027', '01/02/2026'],
  ['2024-01-31', '29/02/2024', '31 gennaio 2025', '01/02/2024'],
  ['2024-02-29', '29/03/2024', '28 febbraio 2025', '01/03/2024'],
  ['2026-02-28', '28/03/2026', '28 febbraio 2027', '01/03/2026'],
  ['2024-02-28', '28/03/2024', '28 febbraio 2025', '29/02/2024'],
  ['2026-03-31', '30/04/2026', '31 marzo 2027', '01/04/2026'],
  ['2026-12-31', '31/01/2027', '31 dicembre 2027', '01/01/2027'],
  ['2026-08-31', '30/09/2026', '31 agosto 2027', '01/09/2026'],
];

describe('typed answers in documents', () => {
  let stack: TestStack;
  let editor: SignedIn;
  let templateId: string;
  const render = async (answers: Record<string, string>) =>
    renderedParagraphs(stack, editor.token, templateId, answers);
  const line = (paragraphs: string[], label: string) =>
    paragraphs.find((paragraph) => paragraph.startsWith(`${label}=`))?.slice(label.length + 1);

  beforeAll(async () => {
    stack = await startTestStack();
    editor = await loginAs(stack, 'editor');
    templateId = (await createTypedTemplate(stack, editor.token, questions, PARAGRAPHS)).id;
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('writes each type and each filter as docs/api.md shows', async () => {
    const paragraphs = await render({
      nome: 'Mario Rossi',
      numero: '1234.5',
      importo: '1234.5',
      data: '2026-03-01',
      note: 'n',
    });
    expect(paragraphs.slice(0, 11)).toEqual([
      'testo=[Mario Rossi]',
      'numero=[1.234,5]',
      'importo=[1.234,50]',
      'data=[1° marzo 2026]',
      'importo in lettere=[milleduecentotrentaquattro/50]',
      'numero in lettere=[milleduecentotrentaquattro virgola cinque]',
      'data breve=[01/03/2026]',
      'più mesi=[1° marzo 2030]',
      'più un mese=[01/04/2026]',
      'più un anno=[1° marzo 2027]',
      'più un giorno=[02/03/2026]',
    ]);
    expect(line(await render({ importo: '2023', numero: '48' }), 'importo in lettere')).toBe(
      '[duemilaventitré/00]',
    );
    expect(line(await render({ numero: '48' }), 'numero in lettere')).toBe('[quarantotto]');
  });

  it.each(WORDS)('writes the amount %s in words as %s', async (importo, words) => {
    expect(line(await render({ importo }), 'importo in lettere')).toBe(`[${words}]`);
  });

  it.each(CALENDAR)('moves %s keeping month ends and leap years', async (data, month, year, day) => {
    const paragraphs = await render({ data });
    expect([
      line(paragraphs, 'più un mese'),
      line(paragraphs, 'più un anno'),
      line(paragraphs, 'più un giorno'),
    ]).toEqual([`[${month}]`, `[${year}]`, `[${day}]`]);
  });

  it('writes nothing for typed questions not answered', async () => {
    const paragraphs = await render({ tipo: 'Abitativo' });
    expect(paragraphs.slice(0, 11).every((paragraph) => paragraph.endsWith('=[]'))).toBe(true);
  });

  it('writes a text answer literally, 2,000 characters with emoji, accents, apostrophes and quotes', async () => {
    const literal = '{importo} <w:p> & "Rossi" l’immobile dell\'ente «Alfa» 😀 àèéìòù ';
    const nome = literal.repeat(40).slice(0, 2000).trim();
    expect(line(await render({ nome, importo: '10' }), 'testo')).toBe(`[${nome}]`);
  });

  it('writes a multiline text with line breaks in Word', async () => {
    const response = await stack.api.put(
      `/api/template/${templateId}/download-test`,
      { answers: { note: 'Prima riga\nSeconda riga' } },
      { token: editor.token },
    );
    const xml = readPart(response.raw, 'word/document.xml');
    expect(xml).toMatch(/Prima riga<\/w:t>.*?<w:br\/>.*?Seconda riga/s);
  });

  it.each<[string, string]>([
    ['Nome {nome | lettere}', 'il filtro lettere si usa solo su un numero o un importo, e "nome" non lo è.'],
    ['Data {importo | data_breve}', 'il filtro data_breve si usa solo su una data, e "importo" non lo è.'],
    [
      'Dopo {numero | aggiungi_giorni:3}',
      'il filtro aggiungi_giorni si usa solo su una data, e "numero" non lo è.',
    ],
    [
      'Se {#tipo | contiene:"Abitativo"}x{/}',
      'contiene si usa solo su una domanda a scelta multipla, e "tipo" non lo è',
    ],
    [
      'Se {#importo == "10"}x{/}',
      '"==" confronta solo le risposte di una domanda a scelta, e "importo" ha una risposta libera.',
    ],
    ['Con {data | maiuscolo}', 'il filtro "maiuscolo" non esiste'],
  ])('the template check reports %s naming the tag and its text', async (paragraph, problem) => {
    const response = await uploadParagraphs(stack, editor.token, [paragraph], ['Anteprima'], questions);
    expect(response.status).toBe(200);
    const [error] = response.body.data.check.errors as string[];
    expect(error).toContain(`Master, tag`);
    expect(error).toContain(`«${paragraph}»`);
    expect(error).toContain(problem);
  });

  it('the template check reports typed question errors', async () => {
    const response = await uploadParagraphs(
      stack,
      editor.token,
      ['{x}'],
      ['{x}'],
      [typed('x', 'date', { min: '2027-01-01', max: '2026-01-01' })],
    );
    expect(response.body.data.check.errors).toContain(
      'Domanda n. 1 ("x"): Il minimo è superiore al massimo.',
    );
  });
});
