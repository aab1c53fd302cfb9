import type { Question } from '@redigo/shared/domain/question';
import { buildDocx, paragraph } from '@redigo/functions/documents/test-support/docx-fixture';
import { seedTemplates } from '../../infra/src/seed/templates/index';
import { loginAs } from '../support/accounts';
import { ensureCategory, uploadTemplateFiles } from '../support/templates';
import { startTestStack, type TestStack } from '../support/test-stack';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

const choice = (
  variable: string,
  options: string[],
  required_answers: Question['required_answers'] = [],
) => ({
  variable,
  question: `Domanda ${variable}?`,
  options,
  is_multiple_selection: false,
  required_answers,
});

/** Defect 1 of the Word-fidelity review: a section opened alone in a table cell and closed after the table. */
const crossingTable = buildDocx({
  bodyXml:
    paragraph('Contabilità:') +
    '<w:tbl><w:tblGrid><w:gridCol w:w="9000"/></w:tblGrid><w:tr><w:tc><w:tcPr><w:tcW w:w="9000" w:type="dxa"/></w:tcPr>' +
    '<w:p w:rsidR="00B21F3A"><w:proofErr w:type="spellStart"/><w:r><w:t>{#buchhaltung</w:t></w:r><w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve"> == "Ja"}</w:t></w:r><w:proofErr w:type="spellEnd"/></w:p>' +
    paragraph('Tenuta dalla società.') +
    '</w:tc></w:tr></w:tbl>' +
    paragraph('{/}') +
    paragraph('Fine.'),
});

/** Defect 5: Art. 3 refers to Art. 2, which exists only when there is a guarantee. */
const referenceIntoCondition = buildDocx({
  bodyXml:
    paragraph('Art. 1 – Oggetto.') +
    paragraph('{#garanzia == "Sì"}') +
    '<w:p><w:bookmarkStart w:id="7" w:name="_Ref9001"/><w:r><w:t>Art. 2 – Garanzia.</w:t></w:r><w:bookmarkEnd w:id="7"/></w:p>' +
    paragraph('{/}') +
    '<w:p><w:r><w:t xml:space="preserve">Art. 3 – Come previsto all’</w:t></w:r><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> REF _Ref9001 \\h </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>Art. 2</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>',
});

describe('POST /template/{id}/verify-paths («Verifica tutti i percorsi»)', () => {
  let stack: TestStack;
  let editor: string;
  let categoryId: string;

  const saveTemplate = async (master: Buffer, questions: unknown[]): Promise<Json> => {
    const uploaded = await uploadTemplateFiles(stack, editor, {
      master: { fileName: 'master.docx', buffer: master },
      preview: { fileName: 'anteprima.docx', buffer: buildDocx({ paragraphs: ['Anteprima.'] }) },
      questions,
    });
    expect(uploaded.status).toBe(200);
    const created = await stack.api.post(
      '/api/template',
      {
        name: `Verifica ${Math.random().toString(36).slice(2, 8)}`,
        description: 'Prova dei percorsi',
        categoryId,
        price: 10,
        stripe_url: 'https://buy.stripe.com/test_paths',
        min_time: 1,
        max_time: 2,
        min_questions: 1,
        max_questions: 2,
        json_questions: questions,
        ...uploaded.body.data,
      },
      { token: editor },
    );
    expect(created.status).toBe(201);
    return created.body.data;
  };
  const verify = (id: string, token = editor) =>
    stack.api.post(`/api/template/${id}/verify-paths`, undefined, { token });
  const publish = (id: string) =>
    stack.api.put(`/api/template/${id}/status`, { status: 'PUBLISHED' }, { token: editor });

  beforeAll(async () => {
    stack = await startTestStack();
    editor = (await loginAs(stack, 'editor')).token;
    categoryId = await ensureCategory(stack, 'Verifiche');
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('finds nothing on any path of the seeded templates', async () => {
    const seeded = (await stack.api.get('/api/template?limit=100', { token: editor })).body.data.results;
    for (const definition of seedTemplates) {
      const template = seeded.find((each: Json) => each.name === definition.name);
      const response = await verify(template.id);
      expect(response.status).toBe(200);
      expect({ name: definition.name, findings: response.body.data.findings }).toEqual({
        name: definition.name,
        findings: [],
      });
      expect(response.body.data.combinations).toBeGreaterThan(1);
      expect(response.body.data.summary).toMatch(/nessun problema trovato/);
    }
  });

  it('a section crossing a table is refused when the template is saved, naming both tags as written', async () => {
    const uploaded = await uploadTemplateFiles(stack, editor, {
      master: { fileName: 'master.docx', buffer: crossingTable },
      preview: { fileName: 'anteprima.docx', buffer: buildDocx({ paragraphs: ['Anteprima.'] }) },
      questions: [choice('buchhaltung', ['Ja', 'Nein'])],
    });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.data.check.errors).toEqual([
      expect.stringContaining(
        'Master: la sezione {#buchhaltung == "Ja"} si chiude con {/} in un altro punto',
      ),
    ]);
  });

  it('warns of a cross-reference to a clause a condition removes, naming the bookmark, without blocking', async () => {
    const template = await saveTemplate(referenceIntoCondition, [choice('garanzia', ['Sì', 'No'])]);

    const report = (await verify(template.id)).body.data;

    expect(report.findings).toEqual([
      expect.objectContaining({
        kind: 'broken_reference',
        severity: 'warning',
        answers: { garanzia: 'No' },
      }),
    ]);
    expect(report.findings[0].message).toContain('"_Ref9001"');
    expect(report).toMatchObject({ errors: 0, warnings: 1 });
    expect((await publish(template.id)).status).toBe(200);
  });

  it('follows the conditions: a question asked only on one branch is tried only there', async () => {
    const questions = [
      choice('forma', ['Scritta', 'Orale']),
      choice('copie', ['Una', 'Due', 'Tre'], [{ forma: 'Scritta' }]),
    ];
    const master = buildDocx({
      paragraphs: ['Forma {forma}.', '{#forma == "Scritta"}Copie: {copie}.{/}'],
    });
    const report = (await verify((await saveTemplate(master, questions)).id)).body.data;
    expect(report).toMatchObject({ combinations: 4, exhaustive: true, findings: [] });
  });

  it('answers 404 for an unknown template and 403 to a lawyer', async () => {
    expect((await verify('sconosciuto')).status).toBe(404);
    const lawyer = (await loginAs(stack, 'user')).token;
    expect((await verify('sconosciuto', lawyer)).status).toBe(403);
  });
});
