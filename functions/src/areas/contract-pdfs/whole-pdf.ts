const HEADER = Buffer.from('%PDF-', 'latin1');
const END_OF_FILE = Buffer.from('%%EOF', 'latin1');
/** PDF 1.7 (ISO 32000-1, 7.5.5) wants `%%EOF` on the last line; a little slack for trailing blanks. */
const TAIL_BYTES = 1024;

/**
 * Whether bytes read from the documents bucket are a whole PDF (its header, and `%%EOF` at its end), not a read
 * that caught the file while it was being written: S3's writes are atomic, but the local s3rver answers a
 * GET with what is on disk so far. A PDF that is not whole is never served.
 */
export const isWholePdf = (bytes: Buffer): boolean =>
  bytes.subarray(0, HEADER.length).equals(HEADER) &&
  bytes.subarray(Math.max(0, bytes.length - TAIL_BYTES)).includes(END_OF_FILE);
