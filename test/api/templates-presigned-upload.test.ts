import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import PizZip from 'pizzip';
import { leaseQuestions } from '@redigo/shared/questionnaire/test-support/questions';
import { MAX_UPLOAD_BYTES } from '@redigo/shared/schemas/uploads';
import { buildDocx } from '@redigo/functions/documents/test-support/docx-fixture';
import { deflatedEntry, writeZip } from '@redigo/functions/documents/zip/zip-writer';
import { createS3Client } from '@redigo/functions/infrastructure/s3/s3-client';
import { loginAs } from '../support/accounts';
import { startTestStack, type TestStack } from '../support/test-stack';

/** A valid .docx with one more part. */
const docxWithPart = (name: string, content: Buffer | string): Buffer => {
  const entries = Object.values(new PizZip(buildDocx({ paragraphs: ['Uso {tipo}.'] })).files).map((file) =>
    deflatedEntry(file.name, Buffer.from(file.asUint8Array())),
  );
  return writeZip([...entries, deflatedEntry(name, Buffer.from(content))]);
};

/** A .docx of just under 5 MB: an image's worth of random bytes (which no compression shrinks). */
const fiveMegabyteDocx = (): Buffer => {
  const small = docxWithPart('word/media/image1.png', '');
  return docxWithPart('word/media/image1.png', randomBytes(MAX_UPLOAD_BYTES - small.length - 4096));
};

const xxeDocx = () =>
  docxWithPart(
    'customXml/item1.xml',
    '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><r>&x;</r>',
  );

describe('presigned uploads: the browser sends the files straight to storage', () => {
  let stack: TestStack;
  let editor: string;

  beforeAll(async () => {
    stack = await startTestStack();
    editor = (await loginAs(stack, 'editor')).token;
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const api = (path: string, body: unknown, token = editor) =>
    fetch(`${stack.url}/api${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then(async (response) => ({ status: response.status, body: (await response.json()) as any })); // eslint-disable-line @typescript-eslint/no-explicit-any

  /** Asks for a URL, then PUTs the bytes to it as the SPA does; answers the upload key. */
  const send = async (kind: 'master' | 'preview', fileName: string, buffer: Buffer): Promise<string> => {
    const { status, body } = await api('/template/upload-url', {
      kind,
      file_name: fileName,
      size: buffer.length,
    });
    expect(status).toBe(200);
    expect(body.data.upload_key).toMatch(
      new RegExp(`^uploads/[^/]+/[\\w-]+/${fileName.replace('.', '\\.')}$`),
    );
    const put = await fetch(body.data.url, {
      method: 'PUT',
      headers: body.data.headers,
      body: new Uint8Array(buffer),
    });
    expect(put.status).toBe(200);
    return body.data.upload_key;
  };

  const uploadsLeft = async (): Promise<number> => {
    const s3 = createS3Client(stack.config.region, stack.config.local?.s3);
    const listed = await s3.send(
      new ListObjectsV2Command({ Bucket: stack.config.buckets.masters, Prefix: 'uploads/' }),
    );
    return listed.KeyCount ?? 0;
  };

  it('takes two files of 5 MB each, inspects them and keeps them as masters', async () => {
    const master = fiveMegabyteDocx();
    const preview = fiveMegabyteDocx();
    expect(master.length).toBeGreaterThan(4.9 * 1024 * 1024);
    expect(master.length).toBeLessThanOrEqual(MAX_UPLOAD_BYTES);

    const [masterKey, previewKey] = await Promise.all([
      send('master', 'Grande master.docx', master),
      send('preview', 'Grande anteprima.docx', preview),
    ]);
    const done = await api('/template/upload-complete', {
      master_key: masterKey,
      preview_key: previewKey,
      questions: leaseQuestions(),
    });

    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({
      file_name: expect.stringMatching(/^masters\/[0-9a-f-]{36}\/Grande master\.docx$/),
      preview_name: expect.stringMatching(/^masters\/[0-9a-f-]{36}\/Grande anteprima\.docx$/),
      check: { errors: [] },
    });
    expect(await uploadsLeft()).toBe(0);
  });

  it('still refuses a malicious file, and deletes what was uploaded', async () => {
    const key = await send('preview', 'xxe.docx', xxeDocx());
    const done = await api('/template/upload-complete', { preview_key: key, questions: [] });

    expect(done.status).toBe(415);
    expect(done.body.message).toContain('DOCTYPE');
    expect(await uploadsLeft()).toBe(0);
  });

  it('signs no URL for a file over 5 MB or not a .docx', async () => {
    const big = await api('/template/upload-url', {
      kind: 'master',
      file_name: 'a.docx',
      size: MAX_UPLOAD_BYTES + 1,
    });
    const exe = await api('/template/upload-url', { kind: 'master', file_name: 'a.exe', size: 10 });

    expect(big.status).toBe(400);
    expect(big.body.errors).toContainEqual(expect.stringContaining('Il file supera i 5 MB consentiti.'));
    expect(exe.status).toBe(400);
  });

  it("answers 404 for a key that is not the caller's upload", async () => {
    const key = await send('master', 'mio.docx', buildDocx({ paragraphs: ['Uso {tipo}.'] }));
    const admin = (await loginAs(stack, 'admin')).token;

    const other = await api('/template/upload-complete', { master_key: key, questions: [] }, admin);
    const outside = await api('/template/upload-complete', { master_key: 'masters/x/y.docx', questions: [] });

    expect(other.status).toBe(404);
    expect(outside.status).toBe(404);
  });

  it('is for staff only', async () => {
    const lawyer = (await loginAs(stack, 'user')).token;
    const response = await api(
      '/template/upload-url',
      { kind: 'master', file_name: 'a.docx', size: 10 },
      lawyer,
    );
    expect(response.status).toBe(403);
  });

  it("lets only the site's origin send files to the bucket from a browser", async () => {
    const preflight = (origin: string) =>
      fetch(`${stack.config.local?.s3.endpoint}/${stack.config.buckets.masters}/uploads/x/y/z.docx`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'PUT',
          'access-control-request-headers': 'content-type',
        },
      });
    const site = await preflight(new URL(stack.url).origin);
    const stranger = await preflight('https://evil.example');

    // s3rver answers an admitted origin with `*`; S3 names it. Either way, another origin is refused.
    expect(site.status).toBe(200);
    expect(site.headers.get('access-control-allow-methods')).toBe('PUT');
    expect(stranger.status).toBe(403);
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
  });
});
