import { isWholePdf } from './whole-pdf';

const pdf = (body: string) => Buffer.from(`%PDF-1.7\n${body}\nstartxref\n116\n%%EOF\n`, 'latin1');

describe('isWholePdf', () => {
  it('takes a PDF with its header and its end', () => {
    expect(isWholePdf(pdf('1 0 obj << >> endobj'))).toBe(true);
    expect(isWholePdf(pdf('x'.repeat(100_000)))).toBe(true);
  });

  it('refuses what a read caught before the write ended: nothing, the start only, a cut tail', () => {
    const whole = pdf('x'.repeat(100_000));
    expect(isWholePdf(Buffer.alloc(0))).toBe(false);
    expect(isWholePdf(whole.subarray(0, 4096))).toBe(false);
    expect(isWholePdf(whole.subarray(0, whole.length - 8))).toBe(false);
  });

  it('refuses bytes that are not a PDF, whatever their end', () => {
    expect(isWholePdf(Buffer.from('PK\u0003\u0004 ... %%EOF', 'latin1'))).toBe(false);
  });
});
