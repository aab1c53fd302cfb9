import { isPurchasedDocumentKeyOf } from './document-keys';

/** A purchased document's PDF to make: the contract, and the key of its stored .docx in the documents bucket. */
export interface PdfJob {
  contractId: string;
  documentKey: string;
}

/**
 * A job read from a queue message, or undefined when the message is not one: its .docx key must be a purchased
 * document's, in its contract's folder, so that a stray message can make the converter read nothing else.
 */
export const pdfJobOf = (value: unknown): PdfJob | undefined => {
  if (typeof value !== 'object' || value === null) return undefined;
  const { contractId, documentKey } = value as Record<string, unknown>;
  if (typeof contractId !== 'string' || typeof documentKey !== 'string') return undefined;
  return isPurchasedDocumentKeyOf(contractId, documentKey) ? { contractId, documentKey } : undefined;
};
