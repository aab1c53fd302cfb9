import type { Answers, GroupItem, Question } from '@redigo/shared/domain/question';
import { field, group } from '@redigo/shared/questionnaire/test-support/groups';
import { single } from '@redigo/shared/questionnaire/test-support/questions';
import { typed } from '@redigo/shared/questionnaire/test-support/typed-questions';
import PizZip from 'pizzip';
import { buildDocx, paragraph } from '@redigo/functions/documents/test-support/docx-fixture';
import { loginAs, type SignedIn } from '../support/accounts';
import { docxParagraphs } from '../support/contracts';
import { convertWithLibreOffice } from '../support/libreoffice';
import { freshPaymentLink, payThroughStandIn, postPayment } from '../support/payments';
import { ensureCategory, uploadParagraphs, uploadTemplateFiles } from '../support/templates';
import { startTestStack, type TestStack } from '../support/test-stack';
import { typedTemplateBody } from '../support/typed-templates';

jest.setTimeout(300_000);

const locatori = group(
  'locatori',
  [
    field(single('tipo', ['Persona fisica', 'Persona giuridica']), 'Tipo di parte'),
    field(typed('nome', 'text', { max_length: 2000 }), 'Nome e cognome', { tipo: 'Persona fisica' }),
    field(typed('cf', 'codice_fiscale'), 'Codice fiscale', { tipo: 'Persona fisica' }),
    field(typed('denominazione', 'text'), 'Denominazione', { tipo: 'Persona giuridica' }),
    field(typed('piva', 'partita_iva'), 'Partita IVA', { tipo: 'Persona giuridica' }),
    field(single('rea', ['Iscritta', 'Non iscritta']), 'REA', {
      tipo: 'Persona giuridica',
      uso: 'Commerciale',
    }),
  ],
  { min_items: 1, max_items: 20, item_label: 'Locatore', question: 'Chi sono i locatori?' },
);
const questions: Question[] = [single('uso', ['Abitativo', 'Commerciale']), locatori];

const LINES = [
  'parti=[{locatori | elenco:"nome denominazione"}]',
  'numero=[{locatori | numero}|{locatori | numero | lettere}]',
  'plurale=[{locatori | plurale:"il Locatore":"i Locatori"}]',
  '{#locatori}',
  'item=[{$posizione}|{#$primo}primo{/}{#$ultimo}ultimo{/}|{#tipo == "Persona fisica"}{cf | genere:"il Sig.":"la Sig.ra"} {nome}, {cf | nato}, C.F. {cf}{/}{#tipo == "Persona giuridica"}{denominazione}, P. IVA {piva}{#rea == "Iscritta"}, iscritta al REA{/}{/}|{uso}]{$separatore}',
  '{/locatori}',
];
const cell = (text: string) =>
  `<w:tc><w:tcPr><w:tcW w:w="4500" w:type="dxa"/></w:tcPr>${paragraph(text)}</w:tc>`;
const SIGNATURES =
  '<w:tbl><w:tblPr><w:tblW w:w="5000" w:type="pct"/></w:tblPr><w:tblGrid><w:gridCol w:w="4500"/><w:gridCol w:w="4500"/></w:tblGrid>' +
  `<w:tr>${cell('Parte')}${cell('Firma')}</w:tr>` +
  `<w:tr>${cell('{#locatori}firma {$posizione}: {nome}{denominazione}')}${cell('______{/locatori}')}</w:tr></w:tbl>`;
/** The preview: the parties, then one short line per party, well under half of the master's words. */
const preview = () =>
  buildDocx({
    paragraphs: ['{locatori | elenco:"nome denominazione"}', '{#locatori}item={$posizione}{/locatori}'],
  });
const master = () => buildDocx({ bodyXml: LINES.map(paragraph).join('') + SIGNATURES + paragraph('Fine.') });

const MARIO: GroupItem = { tipo: 'Persona fisica', nome: 'Mario Rossi', cf: 'RSSMRA85T10A562S' };
const ANNA: GroupItem = { tipo: 'Persona fisica', nome: 'Anna Bianchi', cf: 'BNCNNA80A41H501R' };
const ALFA: GroupItem = {
  tipo: 'Persona giuridica',
  denominazione: 'Alfa S.r.l.',
  piva: '01114601006',
  rea: 'Iscritta',
};
const parties = (count: number): GroupItem[] =>
  Array.from({ length: count }, (_, index) => [MARIO, ANNA, ALFA][index % 3] as GroupItem);

const line = (paragraphs: string[], label: string) =>
  paragraphs.find((each) => each.startsWith(`${label}=`))?.slice(label.length + 1);

describe('repeating groups in documents, through the real routes', () => {
  let stack: TestStack;
  let editor: SignedIn;
  let user: SignedIn;
  let template: { id: string; stripe_url: string };

  const testRender = async (answers: Answers, kind = 'master') => {
    const response = await stack.api.put(
      `/api/template/${template.id}/download-test`,
      { answers, kind },
      { token: editor.token },
    );
    expect(response.status).toBe(200);
    return response.raw;
  };

  beforeAll(async () => {
    stack = await startTestStack();
    editor = await loginAs(stack, 'editor');
    user = await loginAs(stack, 'user');
    const uploaded = await uploadTemplateFiles(stack, editor.token, {
      master: { fileName: 'master.docx', buffer: master() },
      preview: { fileName: 'anteprima.docx', buffer: preview() },
      questions,
    });
    expect(uploaded.body.data.check).toEqual({ errors: [], warnings: [] });
    const categoryId = await ensureCategory(stack, 'Contratti di prova');
    const body = {
      ...typedTemplateBody(questions, uploaded.body.data, categoryId),
      stripe_url: freshPaymentLink(stack),
    };
    const created = await stack.api.post('/api/template', body, { token: editor.token });
    const published = await stack.api.put(
      `/api/template/${created.body.data.id}/status`,
      { status: 'PUBLISHED' },
      { token: editor.token },
    );
    expect(published.status).toBe(200);
    template = published.body.data;
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it.each([1, 2, 20])(
    'writes %i parties: loop, $ names, filters, a signature row each; LibreOffice opens it',
    async (count) => {
      const items = parties(count);
      const docx = await testRender({ uso: 'Commerciale', locatori: items });
      const paragraphs = docxParagraphs(docx);
      const written = items.map((item, index) => {
        const position = `${index + 1}|${index === 0 ? 'primo' : ''}${index === count - 1 ? 'ultimo' : ''}`;
        const who =
          item === MARIO
            ? 'il Sig. Mario Rossi, nato, C.F. RSSMRA85T10A562S'
            : item === ANNA
              ? 'la Sig.ra Anna Bianchi, nata, C.F. BNCNNA80A41H501R'
              : 'Alfa S.r.l., P. IVA 01114601006, iscritta al REA';
        const separator = index === count - 1 ? '' : index === count - 2 ? ' e ' : ', ';
        return `item=[${position}|${who}|Commerciale]${separator}`;
      });
      expect(paragraphs.filter((each) => each.startsWith('item='))).toEqual(written);
      expect(paragraphs.filter((each) => each.startsWith('firma '))).toHaveLength(count);
      expect(paragraphs.join('\n')).not.toMatch(/[{}]|undefined/);
      const converted = await convertWithLibreOffice(docx);
      expect({ status: converted.status, pdf: converted.pdf?.subarray(0, 5).toString('latin1') }).toEqual({
        status: 0,
        pdf: '%PDF-',
      });
    },
  );

  it.each<[GroupItem[], string, string, string]>([
    [[MARIO], '[Mario Rossi]', '[1|uno]', '[il Locatore]'],
    [[MARIO, ALFA], '[Mario Rossi e Alfa S.r.l.]', '[2|due]', '[i Locatori]'],
    [[MARIO, ANNA, ALFA], '[Mario Rossi, Anna Bianchi e Alfa S.r.l.]', '[3|tre]', '[i Locatori]'],
  ])(
    'joins the parties as Italian prose, counts them and agrees (%#)',
    async (items, names, count, plural) => {
      const paragraphs = docxParagraphs(await testRender({ uso: 'Commerciale', locatori: items }));
      expect([line(paragraphs, 'parti'), line(paragraphs, 'numero'), line(paragraphs, 'plurale')]).toEqual([
        names,
        count,
        plural,
      ]);
    },
  );

  it('writes an answer as data inside a loop: braces, XML, quotes, apostrophes, accents, 2,000 characters', async () => {
    const nome = '{uso} {#locatori} <w:p> & "Rossi" l’immobile dell\'ente «Alfa» àèéìòù '
      .repeat(40)
      .slice(0, 2000)
      .trim();
    const paragraphs = docxParagraphs(
      await testRender({ uso: 'Abitativo', locatori: [{ ...MARIO, nome }, ANNA] }),
    );
    expect(line(paragraphs, 'parti')).toBe(`[${nome} e Anna Bianchi]`);
  });

  it('renders the preview with its loops, watermarked', async () => {
    const docx = await testRender({ uso: 'Abitativo', locatori: parties(2) }, 'preview');
    const zip = new PizZip(docx);
    expect(docxParagraphs(docx)).toEqual(['Mario Rossi e Anna Bianchi', 'item=1item=2']);
    expect(Object.keys(zip.files).some((name) => zip.file(name)?.asText().includes('ANTEPRIMA'))).toBe(true);
  });

  it('sells the contract: two parties answered, paid, the stored document writes both', async () => {
    const saved = await stack.api.put(
      '/api/contract',
      {
        name: 'Locazione',
        type: template.id,
        status: 'COMPLETED',
        answers: { uso: 'Abitativo', locatori: [MARIO, ANNA] },
      },
      { token: user.token },
    );
    expect(saved.status).toBe(200);
    const contractId = saved.body.data.id as string;
    const paid = await payThroughStandIn(stack, user.token, contractId, {
      pec: user.pec,
      params: { deliver_webhook: 'false' },
    });
    expect((await postPayment(stack, user.token, contractId, paid.sessionId ?? '', 10)).status).toBe(201);
    const download = await stack.api.get(`/api/contract/download/${contractId}`, { token: user.token });
    expect(download.status).toBe(200);
    const paragraphs = docxParagraphs(download.raw);
    expect(line(paragraphs, 'parti')).toBe('[Mario Rossi e Anna Bianchi]');
    expect(paragraphs.filter((each) => each.startsWith('firma '))).toEqual([
      'firma 1: Mario Rossi',
      'firma 2: Anna Bianchi',
    ]);
  });

  it.each<[string, string]>([
    ['Firma {nome}', '"nome" è un campo del gruppo "locatori": si usa solo dentro il suo ciclo'],
    ['{#locatori}{cognome}{/locatori}', '"cognome" non è un campo del gruppo "locatori"'],
    ['Parte {$posizione}', '"$posizione" esiste solo dentro il ciclo di un gruppo'],
    [
      '{locatori | elenco:"nome cognome"}',
      'il gruppo "locatori" non ha il campo "cognome" chiesto dal filtro elenco.',
    ],
    [
      '{#locatori}{nome | nato}{/locatori}',
      'il filtro nato si usa solo su un codice fiscale, e "nome" non lo è.',
    ],
    ['{uso | genere:"a":"b"}', 'il filtro genere si usa solo su un codice fiscale, e "uso" non lo è.'],
    ['{uso | elenco:"nome"}', 'il filtro elenco si usa solo su un gruppo, e "uso" non lo è.'],
    ['{uso | numero}', 'il filtro numero si usa solo su un gruppo, e "uso" non lo è.'],
    [
      '{uso | plurale:"a":"b"}',
      'il filtro plurale si usa solo su un numero o su un gruppo, e "uso" non lo è.',
    ],
    [
      '{#locatori}{#locatori}x{/locatori}{/locatori}',
      'il ciclo sul gruppo "locatori" è dentro il ciclo sul gruppo "locatori"',
    ],
    [
      '{#locatori}{nome | lettere}{/locatori}',
      'il filtro lettere si usa solo su un numero o un importo, e "nome" non lo è.',
    ],
  ])('the template check reports %s naming the tag and its text', async (tagged, problem) => {
    const response = await uploadParagraphs(
      stack,
      editor.token,
      [...LINES, tagged],
      ['Anteprima'],
      questions,
    );
    expect(response.status).toBe(200);
    const errors = response.body.data.check.errors as string[];
    expect(errors).toEqual([expect.stringContaining(problem)]);
    expect(errors[0]).toContain('Master, tag {');
  });

  it('verifies every path with the group at 1 and at 20 items', async () => {
    const response = await stack.api.post(
      `/api/template/${template.id}/verify-paths`,
      {},
      { token: editor.token },
    );
    expect(response.status).toBe(200);
    // Abitativo: 2 counts x 2 kinds of party; Commerciale: 2 counts x (a person, a company in or out of the REA).
    expect(response.body.data).toMatchObject({
      combinations: 10,
      exhaustive: true,
      sampled: false,
      errors: 0,
    });
  });
});
