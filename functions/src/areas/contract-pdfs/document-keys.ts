/**
 * Where a purchased document and its PDF are stored, in one place: the payments area stores the .docx under
 * purchasedDocumentKey, the converter the PDF (or its refusal) beside it, and a queue message is trusted only when
 * its key is a purchased document's in its contract's folder.
 */

/**
 * Where the document bought for a contract is stored: one key per contract version. A version names one set of
 * answers and one pinned master, and the renderer is deterministic, so every call that records a payment of that
 * version (duplicate deliveries, two sessions racing) writes the same bytes under the same key: a race lost leaves
 * no other document behind. (The payment functions may add documents but never delete one.)
 */
export const purchasedDocumentKey = (contract: { id: string; version: number }): string =>
  `documents/${contract.id}/v${contract.version}.docx`;

const PURCHASED_DOCUMENT_KEY = /^documents\/([A-Za-z0-9_~-][A-Za-z0-9_.~-]{0,127})\/v\d{1,9}\.docx$/;

/** Whether `key` is a purchased document's key (purchasedDocumentKey) in the folder of contract `contractId`. */
export const isPurchasedDocumentKeyOf = (contractId: string, key: string): boolean =>
  PURCHASED_DOCUMENT_KEY.exec(key)?.[1] === contractId;

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
