import { AppError } from '../../errors/app-errors';
import { parseMultipart, type MultipartLimits } from './multipart';

const BOUNDARY = '----redigo-test-boundary';
const CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;
const LIMITS: MultipartLimits = { fileFields: ['master', 'preview'], maxFileBytes: 1000, maxFieldBytes: 200 };

type Part = { name: string; value: string } | { name: string; fileName: string; content: Buffer };

/** A multipart body written by hand, as a browser would send it. */
const body = (...parts: Part[]): Buffer =>
  Buffer.concat([
    ...parts.flatMap((part) =>
      'fileName' in part
        ? [
            Buffer.from(
              `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
            ),
            part.content,
            Buffer.from('\r\n'),
          ]
        : [
            Buffer.from(
              `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
            ),
          ],
    ),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);

const refusal = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return { status: error.statusCode, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('parseMultipart', () => {
  it('reads the named files whole, with UTF-8 names, and the text fields', async () => {
    const master = Buffer.from([0, 1, 2, 255, 13, 10, 45, 45]);

    const form = await parseMultipart(
      body(
        { name: 'master', fileName: 'Locazione è 4+4.docx', content: master },
        { name: 'questions', value: '[{"a":1}]' },
        { name: 'other', fileName: 'ignored.bin', content: Buffer.from('x') },
      ),
      CONTENT_TYPE,
      LIMITS,
    );

    expect(form.files.get('master')).toEqual({ fileName: 'Locazione è 4+4.docx', buffer: master });
    expect([...form.files.keys()]).toEqual(['master']);
    expect(form.fields.get('questions')).toBe('[{"a":1}]');
  });

  it('refuses a file over the limit with 413, naming it', async () => {
    const result = await refusal(
      parseMultipart(
        body({ name: 'preview', fileName: 'grande.docx', content: Buffer.alloc(1002) }),
        CONTENT_TYPE,
        LIMITS,
      ),
    );

    expect(result.status).toBe(413);
    expect(result.message).toContain('grande.docx');
  });

  it('refuses a second file in the same field', async () => {
    const file = { name: 'master', fileName: 'a.docx', content: Buffer.from('a') };

    expect(await refusal(parseMultipart(body(file, file), CONTENT_TYPE, LIMITS))).toMatchObject({
      status: 400,
    });
  });

  it('refuses an oversized text field with 413', async () => {
    const result = await refusal(
      parseMultipart(body({ name: 'questions', value: 'x'.repeat(300) }), CONTENT_TYPE, LIMITS),
    );

    expect(result.status).toBe(413);
  });

  it.each([
    ['no content type', undefined, 415],
    ['JSON', 'application/json', 415],
    ['a multipart type without boundary', 'multipart/form-data', 400],
  ])('refuses %s', async (_, contentType, status) => {
    expect(await refusal(parseMultipart(Buffer.from('{}'), contentType, LIMITS))).toMatchObject({ status });
  });

  it('refuses a truncated body with 400', async () => {
    const whole = body({ name: 'master', fileName: 'a.docx', content: Buffer.alloc(100, 1) });

    expect(await refusal(parseMultipart(whole.subarray(0, 150), CONTENT_TYPE, LIMITS))).toMatchObject({
      status: 400,
    });
  });
});
