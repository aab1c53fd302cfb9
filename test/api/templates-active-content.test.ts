import { single } from '@redigo/shared/questionnaire/test-support/questions';
import PizZip from 'pizzip';
import {
  ACTIVE_CONTENT_VARIANTS,
  withAttachedTemplate,
} from '@redigo/functions/documents/test-support/active-content-fixtures';
import { buildDocx } from '@redigo/functions/documents/test-support/docx-fixture';
import { DOCX_CONTENT_TYPE } from '@redigo/functions/ports/file-store';
import { loginAs, type SignedIn } from '../support/accounts';
import { createCompletedContract } from '../support/contracts';
import { documentKeysOf, freshPaymentLink, payThroughStandIn, postPayment } from '../support/payments';
import { ensureCategory, storedUploads, uploadParagraphs, uploadTemplateFiles } from '../support/templates';
import { typedTemplateBody } from '../support/typed-templates';
import { startTestStack, type TestStack } from '../support/test-stack';

jest.setTimeout(180_000);

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

const VARIANTS = ACTIVE_CONTENT_VARIANTS.map((variant) => [variant.name, variant] as const);
const QUESTIONS = [single('tipo', ['Abitativo', 'Commerciale'])];
const PARAGRAPHS = ['Contratto di locazione ad uso {tipo}.'];
const javascriptLink = ACTIVE_CONTENT_VARIANTS.find(({ name }) => name.includes('javascript'));
const ddeField = ACTIVE_CONTENT_VARIANTS.find(({ name }) => name.includes('DDEAUTO'));

describe('active and external content never reaches a lawyer (issue 24, finding 1)', () => {
  let stack: TestStack;
  let editor: SignedIn;
  let user: SignedIn;

  beforeAll(async () => {
    stack = await startTestStack();
    [editor, user] = await Promise.all([loginAs(stack, 'editor'), loginAs(stack, 'user')]);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const postJson = (path: string, body: unknown) =>
    stack.api.post(path, body, { token: editor.token }) as Promise<{ status: number; body: Json }>;

  const expectRefusal = (response: { status: number; body: Json }, element: string, part: string) => {
    expect(response.status).toBe(415);
    expect(response.body).toMatchObject({ code: 'ACTIVE_CONTENT' });
    expect(response.body.message).toContain(element);
    expect(response.body.message).toContain(`(nella parte ${part})`);
  };

  it.each(VARIANTS)('refuses %s on the multipart upload, storing nothing', async (_, variant) => {
    const before = await storedUploads(stack);
    const response = await uploadTemplateFiles(stack, editor.token, {
      master: { fileName: 'master.docx', buffer: variant.docx() },
      preview: { fileName: 'anteprima.docx', buffer: buildDocx({ paragraphs: PARAGRAPHS }) },
      questions: QUESTIONS,
    });
    expectRefusal(response, variant.element, variant.part);
    expect(response.body.message).toContain('"master.docx"');
    expect(await storedUploads(stack)).toEqual(before);
  });

  it.each(VARIANTS)('refuses %s on the presigned upload, deleting what was sent', async (_, variant) => {
    const docx = variant.docx();
    const url = await postJson('/api/template/upload-url', {
      kind: 'preview',
      file_name: 'anteprima.docx',
      size: docx.length,
    });
    const put = await fetch(url.body.data.url, {
      method: 'PUT',
      headers: url.body.data.headers,
      body: new Uint8Array(docx),
    });
    const before = await storedUploads(stack);
    const done = await postJson('/api/template/upload-complete', {
      preview_key: url.body.data.upload_key,
      questions: QUESTIONS,
    });
    expect(put.status).toBe(200);
    expectRefusal(done, variant.element, variant.part);
    expect((await storedUploads(stack)).objects).toBe(before.objects - 1);
  });

  const NETWORK_TEMPLATE = '\\\\server\\modelli\\Studio.dotx';
  const LOCAL_TEMPLATE = 'file:///C:\\Users\\Avvocato\\Modelli\\Studio.dotx';
  const partOf = (docx: Buffer | undefined, name: string) =>
    docx ? new PizZip(docx).file(name)?.asText() : undefined;
  /** What a stored document keeps of an attached template: the element and the relationship (none, once taken out). */
  const attachedTemplateOf = (docx: Buffer | undefined) =>
    `${partOf(docx, 'word/settings.xml') ?? ''}${partOf(docx, 'word/_rels/settings.xml.rels') ?? ''}`.match(
      /attachedTemplate|Studio\.dotx/g,
    );

  it('takes an attached template out on the multipart upload, with a warning naming it', async () => {
    const response = await uploadTemplateFiles(stack, editor.token, {
      master: { fileName: 'master.docx', buffer: withAttachedTemplate(NETWORK_TEMPLATE) },
      preview: { fileName: 'anteprima.docx', buffer: withAttachedTemplate(LOCAL_TEMPLATE) },
      questions: [single('locatore', ['Mario Rossi', 'Anna Bianchi'])],
    });

    expect(response.status).toBe(200);
    expect(response.body.data.check.warnings).toEqual(
      expect.arrayContaining([
        `Il documento «master.docx» faceva riferimento al modello allegato «${NETWORK_TEMPLATE}»: il riferimento è stato rimosso.`,
        `Il documento «anteprima.docx» faceva riferimento al modello allegato «${LOCAL_TEMPLATE}»: il riferimento è stato rimosso.`,
      ]),
    );
    const { masters } = stack.infrastructure.files;
    for (const key of [response.body.data.file_name, response.body.data.preview_name]) {
      const stored = await masters.get(key);
      expect(attachedTemplateOf(stored)).toBeNull();
      expect(partOf(stored, 'word/document.xml')).toContain('Contratto {locatore}.');
    }
  });

  it('takes an attached template out on the presigned upload too', async () => {
    const docx = withAttachedTemplate(NETWORK_TEMPLATE);
    const url = await postJson('/api/template/upload-url', {
      kind: 'master',
      file_name: 'master.docx',
      size: docx.length,
    });
    await fetch(url.body.data.url, {
      method: 'PUT',
      headers: url.body.data.headers,
      body: new Uint8Array(docx),
    });

    const done = await postJson('/api/template/upload-complete', {
      master_key: url.body.data.upload_key,
      questions: [single('locatore', ['Mario Rossi', 'Anna Bianchi'])],
    });

    expect(done.status).toBe(200);
    expect(done.body.data.check.warnings).toContain(
      `Il documento «master.docx» faceva riferimento al modello allegato «${NETWORK_TEMPLATE}»: il riferimento è stato rimosso.`,
    );
    expect(
      attachedTemplateOf(await stack.infrastructure.files.masters.get(done.body.data.file_name)),
    ).toBeNull();
  });

  /** A template saved with clean documents, whose stored objects are then replaced (a file stored before the fix). */
  const templateWithStoredContent = async (master: Buffer, preview: Buffer, publish: boolean) => {
    const uploaded = await uploadParagraphs(stack, editor.token, PARAGRAPHS, PARAGRAPHS, QUESTIONS);
    const categoryId = await ensureCategory(stack, 'Contratti di prova');
    const body = {
      ...typedTemplateBody(QUESTIONS, uploaded.body.data, categoryId),
      stripe_url: freshPaymentLink(stack),
    };
    const created = await postJson('/api/template', body);
    if (publish) {
      const published = await stack.api.put(
        `/api/template/${created.body.data.id}/status`,
        { status: 'PUBLISHED' },
        { token: editor.token },
      );
      expect(published.status).toBe(200);
    }
    const { masters } = stack.infrastructure.files;
    await masters.put(created.body.data.file_name, master, DOCX_CONTENT_TYPE);
    await masters.put(created.body.data.preview_name, preview, DOCX_CONTENT_TYPE);
    return created.body.data as Json;
  };

  it('refuses the preview, the purchased document and its download of a stored master or preview that carries it', async () => {
    const template = await templateWithStoredContent(
      ddeField?.docx() as Buffer,
      javascriptLink?.docx() as Buffer,
      true,
    );
    const contract = await createCompletedContract(stack, user.token, template.id);

    const preview = await stack.api.get(`/api/contract/preview/${contract.id}`, { token: user.token });
    const paid = await payThroughStandIn(stack, user.token, contract.id);
    const recorded = await postPayment(stack, user.token, contract.id, paid.sessionId ?? '');
    const download = await stack.api.get(`/api/contract/download/${contract.id}`, { token: user.token });

    expect(preview.status).toBe(422);
    expect(preview.body).toMatchObject({ code: 'INVALID_DOCUMENT' });
    expect(preview.body.errors).toEqual([
      expect.stringContaining(
        'word/_rels/document.xml.rels: un collegamento ipertestuale con indirizzo «javascript:»',
      ),
    ]);
    expect([201, 200]).toContain(recorded.status);
    expect(await documentKeysOf(stack, contract.id)).toEqual([]);
    expect(download.status).toBe(422);
    expect(download.body).toMatchObject({
      code: 'INVALID_DOCUMENT',
      errors: ['word/document.xml: un campo DDEAUTO'],
    });
  });

  it('takes an attached template out of a master stored with one before the upload did', async () => {
    const stored = withAttachedTemplate(NETWORK_TEMPLATE);
    const template = await templateWithStoredContent(stored, stored, false);

    const test = await stack.api.put(
      `/api/template/${template.id}/download-test`,
      { answers: { tipo: 'Abitativo' } },
      { token: editor.token },
    );

    expect(test.status).toBe(200);
    expect(attachedTemplateOf(test.raw)).toBeNull();
  });

  it("refuses the staff's test run, and the template check and publishing report it", async () => {
    const template = await templateWithStoredContent(
      ddeField?.docx() as Buffer,
      javascriptLink?.docx() as Buffer,
      false,
    );

    const test = await stack.api.put(
      `/api/template/${template.id}/download-test`,
      { answers: { tipo: 'Abitativo' }, kind: 'preview' },
      { token: editor.token },
    );
    const published = await stack.api.put(
      `/api/template/${template.id}/status`,
      { status: 'PUBLISHED' },
      { token: editor.token },
    );

    expect(test.status).toBe(422);
    expect(test.body).toMatchObject({ code: 'INVALID_DOCUMENT' });
    expect(published.status).toBe(422);
    expect(published.body.errors).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Master: il file contiene un campo DDEAUTO (nella parte word/document.xml)'),
        expect.stringContaining(
          'Anteprima: il file contiene un collegamento ipertestuale con indirizzo «javascript:»',
        ),
      ]),
    );
  });
});
