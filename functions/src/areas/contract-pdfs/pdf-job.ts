/** A purchased document's PDF to make: the contract, and the key of its stored .docx in the documents bucket. */
export interface PdfJob {
  contractId: string;
  documentKey: string;
}

/** The purchased document's key as the payments area stores it (payments/purchased-document.ts). */
const DOCUMENT_KEY = /^documents\/([A-Za-z0-9_~-][A-Za-z0-9_.~-]{0,127})\/v\d{1,9}\.docx$/;

/**
 * Where a purchased document's PDF is stored: beside its .docx, one per contract version, so that every job for
 * that document (a replay, a second request) finds it there.
 */
export const pdfKeyOf = (documentKey: string): string => documentKey.replace(/\.docx$/, '.pdf');

/**
 * Where the converter records that it will not make a document's PDF (the .docx is past the bounds of a
 * conversion, or its conversion ran out of time on every attempt): beside the .docx, so that the download
 * answers 413 at once instead of queueing the job again, on AWS and locally alike.
 */
export const pdfRefusalKeyOf = (documentKey: string): string =>
  documentKey.replace(/\.docx$/, '.pdf-refused.json');

/**
 * A job read from a queue message, or undefined when the message is not one: its .docx key must be a purchased
 * document's, in its contract's folder, so that a stray message can make the converter read nothing else.
 */
export const pdfJobOf = (value: unknown): PdfJob | undefined => {
  if (typeof value !== 'object' || value === null) return undefined;
  const { contractId, documentKey } = value as Record<string, unknown>;
  if (typeof contractId !== 'string' || typeof documentKey !== 'string') return undefined;
  return DOCUMENT_KEY.exec(documentKey)?.[1] === contractId ? { contractId, documentKey } : undefined;
};
