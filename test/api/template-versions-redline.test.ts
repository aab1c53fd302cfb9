import PizZip from 'pizzip';
import { buildDocx } from '@redigo/functions/documents/test-support/docx-fixture';
import { loginAs, registerVerifiedApprovedLawyer, type SignedIn } from '../support/accounts';
import { docxParagraphs, markPaidInStore } from '../support/contracts';
import { convertWithLibreOffice } from '../support/libreoffice';
import { resolvedParagraphs, trackedChanges, whenPrepared } from '../support/redlines';
import { editableBody, uploadTemplateFiles } from '../support/templates';
import { FIRST_PARAGRAPHS, LAW_NOTES, staffTemplate, versionedTemplate } from '../support/template-versions';
import { startTestStack, type TestStack } from '../support/test-stack';

jest.setTimeout(300_000);

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

const ANSWERS = { uso: 'Abitativo', canone: '750' };
const SECOND_PARAGRAPHS = [
  'Uso {uso}, canone {canone} euro, pagato ogni mese.',
  'Il deposito cauzionale è di {deposito}.',
];
const AUTHOR = 'Redigo – versione 2';

/** `docx` as Word saves it after someone edited it: its core properties name that person as the last author. */
const signedBy = (docx: Buffer, person: string): Buffer => {
  const zip = new PizZip(docx);
  zip.file(
    'docProps/core.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:creator>${person}</dc:creator><cp:lastModifiedBy>${person}</cp:lastModifiedBy><dcterms:modified xsi:type="dcterms:W3CDTF">2026-10-01T09:00:00Z</dcterms:modified></cp:coreProperties>`,
  );
  const types = zip.file('[Content_Types].xml')!.asText();
  if (!types.includes('/docProps/core.xml'))
    zip.file(
      '[Content_Types].xml',
      types.replace(
        '</Types>',
        '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>',
      ),
    );
  const rels = zip.file('_rels/.rels')!.asText();
  if (!rels.includes('docProps/core.xml'))
    zip.file(
      '_rels/.rels',
      rels.replace(
        '</Relationships>',
        '<Relationship Id="rIdCore" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>',
      ),
    );
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
};

/**
 * docs/api.md, "Template versions and updates": GET /contract/{id}/redline and the staff's GET /template/{id}/compare,
 * made by LibreOffice's compare in the converter (PDF_CONVERTER=libreoffice).
 */
describe('the redline of an update and the staff’s compare of two versions', () => {
  let stack: TestStack;
  let user: SignedIn;
  let other: SignedIn;
  let editor: SignedIn;
  let admin: SignedIn;

  beforeAll(async () => {
    stack = await startTestStack({ env: { PDF_CONVERTER: 'libreoffice', PDF_WORKERS: '1' } });
    [user, editor, admin] = await Promise.all([
      loginAs(stack, 'user'),
      loginAs(stack, 'editor'),
      loginAs(stack, 'admin'),
    ]);
    other = await registerVerifiedApprovedLawyer(stack);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const redline = (id: string, token = user.token) => stack.api.get(`/api/contract/${id}/redline`, { token });
  const compare = (id: string, query: string, token = editor.token) =>
    stack.api.get(`/api/template/${id}/compare?${query}`, { token });
  const save = async (templateId: string, answers: Json = ANSWERS) => {
    const response = await stack.api.put(
      '/api/contract',
      { type: templateId, status: 'COMPLETED', answers, name: 'Locazione Rossi' },
      { token: user.token },
    );
    expect(response.status).toBe(200);
    return response.body.data.id as string;
  };
  /** The staff's rendering of version 1's master with the answers: the document a purchase stored then. */
  const firstDocument = async (templateId: string) => {
    const rendered = await stack.api.put(
      `/api/template/${templateId}/download-test`,
      { answers: ANSWERS },
      { token: editor.token },
    );
    expect(rendered.status).toBe(200);
    return rendered.raw;
  };
  /** Version 2: a new master and preview with a new question, published at once for a change of law. */
  const publishSecond = async (template: Json, lastAuthor?: string) => {
    const current = await staffTemplate(stack, editor.token, template.id);
    const questions = [
      ...current.json_questions,
      {
        variable: 'deposito',
        question: 'Deposito cauzionale',
        type: 'text',
        options: [],
        is_multiple_selection: false,
        required_answers: [],
      },
    ];
    const master = (paragraphs: string[]) => {
      const docx = buildDocx({ paragraphs });
      return lastAuthor ? signedBy(docx, lastAuthor) : docx;
    };
    const uploaded = await uploadTemplateFiles(stack, editor.token, {
      master: { fileName: 'master.docx', buffer: master(SECOND_PARAGRAPHS) },
      preview: { fileName: 'anteprima.docx', buffer: master(SECOND_PARAGRAPHS) },
      questions,
    });
    expect(uploaded.status).toBe(200);
    const saved = await stack.api.put(
      `/api/template/${template.id}`,
      editableBody(current, {
        json_questions: questions,
        max_questions: questions.length,
        file_name: uploaded.body.data.file_name,
        preview_name: uploaded.body.data.preview_name,
        release_notes: LAW_NOTES,
      }),
      { token: editor.token },
    );
    expect(saved.status).toBe(200);
  };
  /** A paid original on version 1 (with `originalDocument` stored), and its update to version 2 claimed free. */
  const claimedUpdate = async (originalDocument?: Buffer, lastAuthor?: string) => {
    const template = await versionedTemplate(stack, editor.token);
    const originalId = await save(template.id);
    const original = originalDocument ?? (await firstDocument(template.id));
    await markPaidInStore(stack, originalId, original);
    await publishSecond(template, lastAuthor);
    const made = await stack.api.post(`/api/contract/${originalId}/update`, undefined, { token: user.token });
    expect(made.status).toBe(201);
    const id = made.body.data.id as string;
    const completed = await stack.api.put(
      `/api/contract/${id}`,
      { type: template.id, status: 'COMPLETED', answers: { ...ANSWERS, deposito: 'due mensilità' } },
      { token: user.token },
    );
    expect(completed.status).toBe(200);
    expect(
      (await stack.api.post(`/api/contract/${id}/claim-update`, undefined, { token: user.token })).status,
    ).toBe(201);
    return { template, originalId, id, original };
  };

  it('makes once, after the update’s payment, a Word redline word by word from the bought document to the update', async () => {
    const { id, original } = await claimedUpdate();

    const { answer, waited } = await whenPrepared('the redline', () => redline(id));

    for (const pending of waited) {
      expect(pending.body).toMatchObject({
        code: 'REDLINE_IN_PREPARATION',
        message: expect.stringMatching(/preparazione/),
      });
      expect(Number(pending.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('wordprocessingml');
    expect(answer.headers.get('content-disposition')).toContain('Locazione%20Rossi%20-%20confronto.docx');
    const changes = trackedChanges(answer.raw);
    expect(changes.length).toBeGreaterThan(0);
    expect(new Set(changes.map((change) => change.author))).toEqual(new Set([AUTHOR]));
    expect(changes).toContainEqual(
      expect.objectContaining({ kind: 'ins', text: expect.stringContaining('pagato') }),
    );
    // Word level: the unchanged words of the changed paragraph are outside any revision.
    for (const change of changes) expect(change.text).not.toContain('Uso Abitativo');
    const bought = (await stack.api.get(`/api/contract/download/${id}`, { token: user.token })).raw;
    const nonEmpty = (paragraphs: string[]) => paragraphs.filter((text) => text.trim() !== '');
    expect(resolvedParagraphs(answer.raw, true)).toEqual(nonEmpty(docxParagraphs(bought)));
    expect(resolvedParagraphs(answer.raw, false)).toEqual(nonEmpty(docxParagraphs(original)));
    expect(docxParagraphs(original)).toEqual(['Uso Abitativo, canone 750,00 euro.']);
    // The same bytes again, for the admin too; LibreOffice opens it.
    expect((await redline(id)).raw.equals(answer.raw)).toBe(true);
    expect((await redline(id, admin.token)).raw.equals(answer.raw)).toBe(true);
    const opened = await convertWithLibreOffice(answer.raw);
    expect(opened.status).toBe(0);
    expect(opened.pdf?.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('signs every change «Redigo – versione 2» even when the documents name their last author', async () => {
    const template = await versionedTemplate(stack, editor.token);
    const original = signedBy(await firstDocument(template.id), 'Avv. Mario Rossi');
    const { id } = await claimedUpdate(original, 'Ufficio legale');

    const { answer } = await whenPrepared('the redline', () => redline(id));

    expect(answer.status).toBe(200);
    const changes = trackedChanges(answer.raw);
    expect(changes.length).toBeGreaterThan(0);
    expect(new Set(changes.map((change) => change.author))).toEqual(new Set([AUTHOR]));
  });

  it('answers 404 to anyone else, 409 for a contract not made by update, 402 until both are paid', async () => {
    const { id, template } = await claimedUpdate();
    expect((await redline(id, other.token)).status).toBe(404);
    expect((await redline('nessuno')).status).toBe(404);
    expect((await redline(id, editor.token)).status).toBe(403);
    expect((await stack.api.get(`/api/contract/${id}/redline`)).status).toBe(401);
    const plain = await save(template.id, { ...ANSWERS, deposito: 'una mensilità' });
    expect((await redline(plain)).status).toBe(409);
    await markPaidInStore(stack, plain, Buffer.from('PK'));
    expect((await redline(plain)).status).toBe(409);
    const unpaidOriginal = await save(template.id, { ...ANSWERS, deposito: 'una mensilità' });
    void unpaidOriginal;
    const first = await versionedTemplate(stack, editor.token);
    const originalId = await save(first.id);
    await publishSecond(first);
    const draft = await stack.api.post(`/api/contract/${originalId}/update`, undefined, {
      token: user.token,
    });
    const draftRedline = await redline(draft.body.data.id);
    expect(draftRedline.status).toBe(402);
    expect(draftRedline.body.message).toMatch(/acquistati/);
  });

  it('ends with a clear error, never a stuck job, for a corrupt or a huge pair of documents', async () => {
    const corrupt = await claimedUpdate(Buffer.from('PK questo non è un documento'));
    const refused = await whenPrepared('the corrupt redline', () => redline(corrupt.id));
    expect(refused.answer.status).toBe(422);
    expect(refused.answer.body.message).toMatch(/confronto/);

    const huge = buildDocx({
      paragraphs: Array.from({ length: 16_000 }, (_, i) => `Paragrafo ${i} di un documento lunghissimo.`),
    });
    const large = await claimedUpdate(huge);
    const tooLarge = await whenPrepared('the huge redline', () => redline(large.id));
    expect(tooLarge.answer.status).toBe(413);
    expect(tooLarge.answer.body.message).toMatch(/troppo estesi/);
    expect((await stack.pdfs.counts()).failed).toBe(0);
  });

  it('gives staff the compare of two versions’ documents, tags as written, once; 404 for a version that does not exist', async () => {
    const template = await versionedTemplate(stack, editor.token);
    await publishSecond(template);

    const master = await whenPrepared('the compare', () => compare(template.id, 'from=1&to=2'));
    expect(master.answer.status).toBe(200);
    for (const pending of master.waited) expect(pending.body.code).toBe('COMPARE_IN_PREPARATION');
    expect(resolvedParagraphs(master.answer.raw, true)).toEqual(SECOND_PARAGRAPHS);
    expect(resolvedParagraphs(master.answer.raw, false)).toEqual(FIRST_PARAGRAPHS);
    expect(trackedChanges(master.answer.raw)).toContainEqual(
      expect.objectContaining({ kind: 'ins', author: AUTHOR, text: expect.stringContaining('{deposito}') }),
    );
    expect((await compare(template.id, 'from=1&to=2&kind=master')).raw.equals(master.answer.raw)).toBe(true);
    const preview = await whenPrepared('the preview compare', () =>
      compare(template.id, 'from=1&to=2&kind=preview'),
    );
    expect(preview.answer.status).toBe(200);

    expect((await compare(template.id, 'from=1&to=7')).status).toBe(404);
    expect((await compare(template.id, 'from=0&to=2')).status).toBe(400);
    expect((await compare(template.id, 'from=uno&to=2')).status).toBe(400);
    expect((await compare(template.id, 'from=1&to=2&kind=altro')).status).toBe(400);
    expect((await compare(template.id, 'from=1&to=2', user.token)).status).toBe(403);
    expect((await compare('nessuno', 'from=1&to=2')).status).toBe(404);
  });
});
