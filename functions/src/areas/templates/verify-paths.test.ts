import { TemplateCheckError } from '../../errors/app-errors';
import { createDocumentRenderer } from '../../documents/renderer';
import { buildDocx, paragraph } from '../../documents/test-support/docx-fixture';
import type { FileStore } from '../../ports/file-store';
import { runPathVerification } from './path-verification';
import type { PathVerifier } from './path-verifier';
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

/** The verification in this thread (a pure unit test: the HTTP tests run it in a worker thread). */
const inThread: PathVerifier = {
  verify: async (job) => runPathVerification(job, createDocumentRenderer()),
};

const clock = { now: () => new Date('2026-11-24T10:00:00.000Z') };

describe('the path verification as a safety net', () => {
  const deps = {
    masters: bucket({
      'master.docx': crossingTable,
      'preview.docx': buildDocx({ paragraphs: ['Anteprima {buchhaltung}.'] }),
    }),
    pathVerifier: inThread,
    clock,
  };

  it('reports the answers that would give Word a corrupt package, once, as an error', async () => {
    const report = await verifyTemplatePaths(deps, record(buchhaltung));
    expect(report).toMatchObject({
      combinations: 2,
      exhaustive: true,
      sampled: false,
      errors: 1,
      warnings: 0,
    });
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

describe('the path verification within its time', () => {
  const questions = Array.from({ length: 12 }, (_, index) => ({
    variable: `q${index}`,
    question: `Domanda ${index}?`,
    options: ['Sì', 'No', 'Forse'],
    is_multiple_selection: false,
    required_answers: [],
  }));
  const job = {
    questions,
    documents: [
      {
        label: 'Master',
        key: 'master.docx',
        kind: 'document' as const,
        docx: buildDocx({ paragraphs: questions.map(({ variable }) => `{${variable}}`) }),
      },
    ],
    budgetMs: 1000,
  };

  it('renders a pairwise set of the paths when there is time for all of it', () => {
    const report = runPathVerification(job, createDocumentRenderer(), () => 0);

    expect(report).toMatchObject({ exhaustive: false, sampled: false, errors: 0 });
    expect(report.combinations).toBeGreaterThanOrEqual(9);
    expect(report.summary).toMatch(/una combinazione che copre ogni coppia di risposte/);
  });

  it('stops starting paths at the deadline, and says that it tried a sample', () => {
    let reads = 0;
    const clockPastDeadlineAfterFivePaths = () => (++reads > 5 ? 1000 : 0);

    const report = runPathVerification(job, createDocumentRenderer(), clockPastDeadlineAfterFivePaths);

    expect(report).toMatchObject({ combinations: 5, exhaustive: false, sampled: true });
    expect(report.summary).toMatch(/^Provati 5 percorsi, un campione/);
  });

  it('always tries the first path, even when the deadline has passed', () => {
    let reads = 0;
    const clockPastDeadlineAtOnce = () => (++reads > 1 ? 5000 : 0);

    expect(runPathVerification(job, createDocumentRenderer(), clockPastDeadlineAtOnce)).toMatchObject({
      combinations: 1,
      sampled: true,
    });
  });
});
