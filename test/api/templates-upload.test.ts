import PizZip from 'pizzip';
import { leaseQuestions } from '@redigo/shared/questionnaire/test-support/questions';
import { pinFiles } from '@redigo/functions/infrastructure/dynamodb/templates/template-file-table';
import { buildDocx } from '@redigo/functions/documents/test-support/docx-fixture';
import { deflatedEntry, writeZip } from '@redigo/functions/documents/zip/zip-writer';
import { login, loginAs, uniquePec } from '../support/accounts';
import {
  createPublishedTemplate,
  storedUploads,
  uploadTemplateFiles,
  type UploadParts,
} from '../support/templates';
import { startTestStack, type TestStack } from '../support/test-stack';

const docx = (fileName: string, paragraphs = ['Uso {tipo}.']) => ({
  fileName,
  buffer: buildDocx({ paragraphs }),
});

/** A valid .docx with one more part added. */
const withPart = (name: string, content: Buffer | string) => {
  const entries = Object.values(new PizZip(buildDocx({ paragraphs: ['{tipo}'] })).files).map((file) =>
    deflatedEntry(file.name, Buffer.from(file.asUint8Array())),
  );
  return writeZip([...entries, deflatedEntry(name, Buffer.from(content))]);
};

describe('POST /template/upload-master', () => {
  let stack: TestStack;
  let editor: string;

  beforeAll(async () => {
    stack = await startTestStack();
    editor = (await loginAs(stack, 'editor')).token;
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('stores both files under new keys, and answers them with the template check', async () => {
    const response = await uploadTemplateFiles(stack, editor, {
      master: docx('Locazione è 4+4.docx', ['Uso {tipo}, canone {ignota}.']),
      preview: docx('Anteprima.docx'),
      questions: leaseQuestions(),
    });

    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      file_name: expect.stringMatching(/^masters\/[0-9a-f-]{36}\/Locazione è 4\+4\.docx$/),
      preview_name: expect.stringMatching(/^masters\/[0-9a-f-]{36}\/Anteprima\.docx$/),
      check: {
        errors: [expect.stringContaining('"ignota" non corrisponde a nessuna domanda')],
        warnings: expect.any(Array),
      },
    });
  });

  it('never reuses a key, even for the same file name', async () => {
    const parts = { master: docx('stesso.docx'), preview: docx('altro.docx') };
    const [first, second] = await Promise.all([
      uploadTemplateFiles(stack, editor, parts),
      uploadTemplateFiles(stack, editor, parts),
    ]);

    expect(first?.body.data.file_name).not.toBe(second?.body.data.file_name);
  });

  it('takes the master alone or the preview alone, answering an empty key for the other', async () => {
    const master = await uploadTemplateFiles(stack, editor, { master: docx('solo-master.docx') });
    const preview = await uploadTemplateFiles(stack, editor, { preview: docx('solo-anteprima.docx') });

    expect(master.status).toBe(200);
    expect(master.body.data).toMatchObject({
      file_name: expect.stringMatching(/solo-master/),
      preview_name: '',
    });
    expect(preview.body.data).toMatchObject({
      file_name: '',
      preview_name: expect.stringMatching(/anteprima/),
    });
  });

  it('is for staff only', async () => {
    const user = (await loginAs(stack, 'user')).token;
    const parts = { master: docx('a.docx'), preview: docx('b.docx') };

    expect((await uploadTemplateFiles(stack, user, parts)).status).toBe(403);
    expect((await uploadTemplateFiles(stack, undefined, parts)).status).toBe(401);
    expect((await uploadTemplateFiles(stack, (await loginAs(stack, 'admin')).token, parts)).status).toBe(200);
  });

  const bomb = () => withPart('word/media/bomba.bin', Buffer.alloc(65 * 1024 * 1024));
  const xxe = () =>
    withPart(
      'customXml/item1.xml',
      '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><r>&xxe;</r>',
    );
  const refusals: [string, () => UploadParts, number, string][] = [
    [
      'a file that is not a zip',
      () => ({ master: { fileName: 'm.docx', buffer: Buffer.from('testo semplice') } }),
      415,
      'non è un documento Word valido',
    ],
    ['a .docm', () => ({ master: docx('contratto.docm') }), 415, 'È necessario inserire un file .docx'],
    [
      'a PDF',
      () => ({ preview: { fileName: 'a.pdf', buffer: Buffer.from('%PDF-1.7') } }),
      415,
      'È necessario inserire un file .docx',
    ],
    [
      'macros',
      () => ({
        master: { fileName: 'm.docx', buffer: withPart('word/vbaProject.bin', Buffer.alloc(64, 1)) },
      }),
      415,
      'contiene macro',
    ],
    ['a zip bomb', () => ({ master: { fileName: 'm.docx', buffer: bomb() } }), 413, 'una volta decompresso'],
    ['an XXE payload', () => ({ preview: { fileName: 'p.docx', buffer: xxe() } }), 415, 'DOCTYPE'],
    [
      'a file over 5 MB',
      () => ({ master: { fileName: 'grande.docx', buffer: Buffer.alloc(5 * 1024 * 1024 + 10, 7) } }),
      413,
      'supera il limite di 5 MB',
    ],
    [
      'the same name twice',
      () => ({ master: docx('Contratto.docx'), preview: docx('contratto.docx') }),
      400,
      "Il master e l'anteprima devono avere titoli diversi.",
    ],
    ['no file', () => ({ questions: [] }), 400, 'È necessario inserire un file .docx'],
    [
      'questions that are not JSON',
      () => ({ master: docx('m.docx'), questions: '[{' }),
      400,
      'non sono un JSON valido',
    ],
    [
      'questions of the wrong shape',
      () => ({ master: docx('m.docx'), questions: { variable: 'x' } }),
      400,
      'Deve essere un elenco',
    ],
  ];

  it.each(refusals)('refuses %s with %i and stores nothing', async (_, parts, status, message) => {
    const before = await storedUploads(stack);

    const response = await uploadTemplateFiles(stack, editor, parts());

    expect(response.status).toBe(status);
    expect(response.body.message).toContain(message);
    expect(await storedUploads(stack)).toEqual(before);
  });

  it('refuses a body that is not multipart with 415', async () => {
    const response = await stack.api.post('/api/template/upload-master', { master: 'x' }, { token: editor });

    expect(response.status).toBe(415);
    expect(response.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('POST /template/delete-master', () => {
  let stack: TestStack;
  let editor: string;

  beforeAll(async () => {
    stack = await startTestStack();
    editor = (await loginAs(stack, 'editor')).token;
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const deleteMaster = (file_name: unknown, token = editor) =>
    stack.api.post('/api/template/delete-master', { file_name }, { token });

  it('deletes a file no template uses: the object and its record go', async () => {
    const uploaded = await uploadTemplateFiles(stack, editor, { master: docx('orfano.docx') });
    const before = await storedUploads(stack);

    const response = await deleteMaster(uploaded.body.data.file_name);

    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ file_name: uploaded.body.data.file_name });
    expect(await storedUploads(stack)).toEqual({ objects: before.objects - 1, records: before.records - 1 });
    expect((await deleteMaster(uploaded.body.data.file_name)).status).toBe(404);
  });

  it('refuses with 409 the files of a template, also once the template is deleted', async () => {
    const template = await createPublishedTemplate(stack, editor);

    for (const key of [template.file_name, template.preview_name]) {
      const response = await deleteMaster(key);
      expect(response.status).toBe(409);
      expect(response.body.message).toContain('non può essere eliminato');
    }
    expect((await stack.api.delete(`/api/template/${template.id}`, { token: editor })).status).toBe(204);
    expect((await deleteMaster(template.file_name)).status).toBe(409);
  });

  it('refuses with 409 a file a contract pinned, even once no template uses it', async () => {
    const uploaded = await uploadTemplateFiles(stack, editor, { master: docx('fissato.docx') });
    await pinFiles(stack.infrastructure.dynamo, stack.config.tables.templates, [
      uploaded.body.data.file_name,
    ]);

    expect((await deleteMaster(uploaded.body.data.file_name)).status).toBe(409);
  });

  it("refuses another editor's unsaved upload with 403, and lets an admin delete it", async () => {
    const admin = (await loginAs(stack, 'admin')).token;
    const colleague = {
      name: 'Paola',
      surname: 'Collega',
      pec: uniquePec('collega'),
      password: 'Collega!2345',
    };
    expect((await stack.api.post('/api/user', colleague, { token: admin })).status).toBe(201);
    const other = (await login(stack, colleague.pec, colleague.password)).token;
    const uploaded = await uploadTemplateFiles(stack, editor, { master: docx('di-elena.docx') });
    const key = uploaded.body.data.file_name as string;

    const refused = await deleteMaster(key, other);

    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/solo i file che hai caricato tu/);
    expect((await deleteMaster(key, admin)).status).toBe(200);
  });

  it('answers 404 for an unknown key, 400 without one, 403 to users', async () => {
    const user = (await loginAs(stack, 'user')).token;

    expect((await deleteMaster('masters/nessuno/x.docx')).status).toBe(404);
    expect((await deleteMaster(undefined)).status).toBe(400);
    expect((await deleteMaster('masters/nessuno/x.docx', user)).status).toBe(403);
  });
});
