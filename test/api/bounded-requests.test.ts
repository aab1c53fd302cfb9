import { buildDocx } from '@redigo/functions/documents/test-support/docx-fixture';
import { loginAs, type SignedIn } from '../support/accounts';
import { templateIdByName } from '../support/contracts';
import { uploadTemplateFiles } from '../support/templates';
import { startTestStack, type TestStack } from '../support/test-stack';

jest.setTimeout(180_000);

const LOCAZIONE = 'Contratto di locazione abitativa 4+4';
const MB = 1024 * 1024;

/** An answers object of about `bytes` bytes whose keys name no question. */
const unknownKeys = (bytes: number): string => {
  const entries: string[] = [];
  let size = 2;
  for (let index = 0; size < bytes; index += 1) {
    const entry = `"chiave_sconosciuta_${index}":"x"`;
    entries.push(entry);
    size += entry.length + 1;
  }
  return `{${entries.join(',')}}`;
};

describe('no request holds the server or amplifies its answer (issue 24, findings 5 and 7)', () => {
  let stack: TestStack;
  let user: SignedIn;
  let editor: SignedIn;
  let templateId: string;

  beforeAll(async () => {
    stack = await startTestStack();
    [user, editor] = await Promise.all([loginAs(stack, 'user'), loginAs(stack, 'editor')]);
    templateId = await templateIdByName(stack, user.token, LOCAZIONE);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const post = (path: string, body: string, token?: string, method = 'POST') =>
    fetch(`${stack.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body,
    }).then(async (response) => ({ status: response.status, text: await response.text() }));

  it('answers 3.9 MB of unknown answers with the first 20 problems and a count, in a small answer', async () => {
    const body = unknownKeys(3.9 * MB);
    const keys = body.split('":"x"').length - 1;

    const response = await post(`/api/contract/questions?type=${templateId}`, body, user.token);
    const answer = JSON.parse(response.text);

    expect(response.status).toBe(400);
    expect(response.text.length).toBeLessThan(10_000);
    expect(answer.errors).toHaveLength(21);
    expect(answer.errors[0]).toBe('La domanda "chiave_sconosciuta_0" non esiste in questo modello.');
    expect(answer.errors[20]).toBe(
      `… e altri ${(keys - 20).toLocaleString('it-IT')} problemi.`.replace(/\u00a0/g, '.'),
    );
  });

  it.each([
    ['a 10 MB answers object', 'POST', `/api/contract/questions?type=TEMPLATE`, 10 * MB - 1024],
    ['a 4.5 MB draft', 'PUT', '/api/contract', 4.5 * MB],
    ['a 4.5 MB registration, anonymous', 'POST', '/api/auth/register', 4.5 * MB],
  ])('refuses %s with 413 and an Italian message, before parsing it', async (_, method, path, bytes) => {
    const response = await post(path.replace('TEMPLATE', templateId), unknownKeys(bytes), user.token, method);

    expect(response.status).toBe(413);
    expect(JSON.parse(response.text)).toEqual({
      message: 'La richiesta è troppo grande: i dati inviati superano 4 MB. Invia meno dati alla volta.',
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  it('answers a NUL in an upload key with a 4xx, not 503', async () => {
    const me = (await stack.api.get('/api/template?limit=1', { token: editor.token })).status;
    const response = await stack.api.post(
      '/api/template/upload-complete',
      { master_key: `uploads/${editor.user.id}/abc/contratto\u0000.docx`, questions: [] },
      { token: editor.token },
    );
    expect(me).toBe(200);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(
      'Il riferimento al file caricato non è valido: carica di nuovo il file.',
    );
  });

  it.each([
    ['a control character', 'contratto\u0007.docx', 'caratteri di controllo'],
    ['a NUL', 'contratto\u0000.docx', 'caratteri di controllo'],
    ['a path separator', '../../contratto.docx', 'barre'],
    ['a backslash', '..\\contratto.docx', 'barre'],
    ['a noncharacter', 'contratto\ufffe.docx', 'caratteri non validi'],
    ['more than 255 characters', `${'a'.repeat(251)}.docx`, 'supera 255 caratteri'],
  ])('refuses a file name with %s on the presigned path (400)', async (_, fileName, message) => {
    const presigned = await stack.api.post(
      '/api/template/upload-url',
      { kind: 'master', file_name: fileName, size: 1000 },
      { token: editor.token },
    );
    expect(presigned.status).toBe(400);
    expect(presigned.body.message).toContain(message);
  });

  it('refuses such names on the multipart path too, or keeps only their last segment', async () => {
    const upload = (fileName: string) =>
      uploadTemplateFiles(stack, editor.token, {
        master: { fileName, buffer: buildDocx({ paragraphs: ['Testo'] }) },
        questions: [],
      });
    const [control, nul, long, separators] = await Promise.all([
      upload('contratto\u0007.docx'),
      upload('contratto\u0000.docx'),
      upload(`${'a'.repeat(251)}.docx`),
      upload('../../contratto.docx'),
    ]);

    expect([control.status, nul.status, long.status]).toEqual([400, 400, 400]);
    expect(long.body.message).toContain('supera 255 caratteri');
    expect(separators.status).toBe(200);
    expect(separators.body.data.file_name).toMatch(/^masters\/[0-9a-f-]{36}\/contratto\.docx$/);
  });

  it('takes a file name of 255 characters', async () => {
    const presigned = await stack.api.post(
      '/api/template/upload-url',
      { kind: 'master', file_name: `${'a'.repeat(250)}.docx`, size: 1000 },
      { token: editor.token },
    );
    expect(presigned.status).toBe(200);
  });
});
