import { TemplateCheckError } from '../../errors/app-errors';
import { createLazyDocumentRenderer } from '../../documents/lazy-renderer';
import { buildDocx, paragraph } from '../../documents/test-support/docx-fixture';
import type { FileStore } from '../../ports/file-store';
import type { TemplateRecord } from './template-record';
import { assertPublishable } from './template-rules';
import { verifyTemplatePaths } from './verify-paths';

/**
 * A section opened alone in a table cell and closed after the table: the template check refuses it since this
 * session, so the path verification is the safety net behind it (here it is fed the master directly).
 */
const crossingTable = buildDocx({
  bodyXml:
    '<w:tbl><w:tblGrid><w:gridCol w:w="9000"/></w:tblGrid><w:tr><w:tc><w:tcPr><w:tcW w:w="9000" w:type="dxa"/></w:tcPr>' +
    paragraph('{#buchhaltung == "Ja"}') +
    paragraph('Tenuta dalla società.') +
    '</w:tc></w:tr></w:tbl>' +
    paragraph('{/}'),
});

/** An in-memory masters bucket (a pure unit test: the HTTP tests use s3rver). */
const bucket = (files: Record<string, Buffer>): FileStore => ({
  put: async () => undefined,
  putIfAbsent: async () => false,
  has: async (key) => key in files,
  get: async (key) => files[key],
  delete: async () => undefined,
});

const record = (questions: TemplateRecord['json_questions']): TemplateRecord => ({
  id: 't1',
  name: 'Prova',
  nameKey: 'prova',
  description: '',
  price: 10,
  categoryId: '',
  stripe_url: 'https://buy.stripe.com/test_unit',
  json_questions: questions,
  file_name: 'master.docx',
  preview_name: 'preview.docx',
  status: 'SUSPENDED',
  createdBy: 'u1',
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const buchhaltung = [
  {
    variable: 'buchhaltung',
    question: 'Contabilità?',
    options: ['Ja', 'Nein'],
    is_multiple_selection: false,
    required_answers: [],
  },
];

describe('the path verification as a safety net', () => {
  const deps = {
    masters: bucket({
      'master.docx': crossingTable,
      'preview.docx': buildDocx({ paragraphs: ['Anteprima {buchhaltung}.'] }),
    }),
    renderer: createLazyDocumentRenderer(),
  };

  it('reports the answers that would give Word a corrupt package, once, as an error', async () => {
    const report = await verifyTemplatePaths(deps, record(buchhaltung));
    expect(report).toMatchObject({ combinations: 2, exhaustive: true, errors: 1, warnings: 0 });
    expect(report.findings).toEqual([
      expect.objectContaining({
        document: 'Master',
        kind: 'invalid_document',
        answers: { buchhaltung: 'Nein' },
      }),
    ]);
    expect(report.summary).toBe('Provati 2 percorsi (tutti quelli possibili): 1 errore.');
  });

  it('stops publishing even when the template check found nothing', async () => {
    const checker = { check: async () => ({ errors: [], warnings: [] }) };
    const refusal = await assertPublishable({ ...deps, checker }, record(buchhaltung)).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(TemplateCheckError);
    expect((refusal as TemplateCheckError).message).toMatch(/verifica di tutti i percorsi ha trovato errori/);
    expect((refusal as TemplateCheckError).errors).toEqual([
      expect.stringMatching(/Risposte: buchhaltung = Nein\.$/),
    ]);
  });
});
