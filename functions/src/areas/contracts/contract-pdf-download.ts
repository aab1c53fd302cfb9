import { contractMessages as messages } from '@redigo/shared/messages/contracts';
import {
  ConflictError,
  PayloadTooLargeError,
  PaymentRequiredError,
  ServiceUnavailableError,
} from '../../errors/app-errors';
import type { Principal } from '../../security/principal';
import { isWholePdf, PDF_RETRY_AFTER_SECONDS, pdfKeyOf, pdfRefusalKeyOf } from '../contract-pdfs';
import { contractFor } from './contract-access';
import type { ContractDeps } from './contract-deps';
import { renderMissingDocument } from './contract-reads';
import { purchasedDocumentName } from './purchased-document';

/** The PDF, or how long to wait before asking again while it is being made. */
export type PdfDownload =
  { ready: true; buffer: Buffer; fileName: string } | { ready: false; retryAfterSeconds: number };

/**
 * GET /contract/download/{id}?format=pdf: the purchased document's PDF/A, made once from the stored .docx and
 * named as the .docx, with `.pdf` (402 before the purchase, 404 for anyone else, as the .docx). Until it is
 * stored, the job is asked for again (the queue merges repeats within minutes), so that one lost after the
 * purchase, or one that ran out of attempts, is made when someone wants the PDF; the answer is then "in
 * preparation", as it is for a PDF read before its write ended. A .docx not stored at purchase (an invalid render) is rendered first, as its download does.
 * A document whose PDF the converter refused (past the bounds of a conversion, or out of time on every attempt:
 * pdf-job.ts's refusal key) answers 413, and the .docx stays downloadable. Where PDFs are off and none was made
 * before: 503.
 */
export const downloadContractPdf = async (
  deps: ContractDeps,
  caller: Principal,
  id: string,
): Promise<PdfDownload> => {
  const record = await contractFor(deps, caller, id, 'download');
  const { paymentId, documentKey } = record;
  if (!paymentId) throw new PaymentRequiredError(messages.paymentRequired);
  if (!documentKey) throw new ConflictError(messages.documentNotReady);
  const pdf = await deps.documents.get(pdfKeyOf(documentKey));
  // Read while its write was still under way (locally; see whole-pdf.ts): not served, asked for again shortly.
  if (pdf && !isWholePdf(pdf)) return { ready: false, retryAfterSeconds: PDF_RETRY_AFTER_SECONDS };
  if (pdf)
    return { ready: true, buffer: pdf, fileName: purchasedDocumentName(record, paymentId.updatedAt, 'pdf') };
  // Refused by the converter (too large, or out of time on every attempt): 413, and no job queued again.
  if (await deps.documents.has(pdfRefusalKeyOf(documentKey)))
    throw new PayloadTooLargeError(messages.pdfTooLarge);
  if (!deps.pdfJobs.enabled) throw new ServiceUnavailableError(messages.pdfUnavailable);
  if (!(await deps.documents.has(documentKey))) await renderMissingDocument(deps, record, documentKey);
  await deps.pdfJobs.request({ contractId: record.id, documentKey });
  return { ready: false, retryAfterSeconds: PDF_RETRY_AFTER_SECONDS };
};
