import { checkPdfA } from '../../documents/pdfa-check';
import type { DocumentConverter } from '../../ports/document-converter';
import { PDF_CONTENT_TYPE, type FileStore } from '../../ports/file-store';
import { pdfKeyOf, pdfRefusalKeyOf, type PdfJob } from '../contract-pdfs';
import { measurePdfSource, PDF_SOURCE_LIMITS, type PdfSourceLimits } from './pdf-source-bounds';
import { NamedError } from '../../errors/named-error';

export interface PdfMakingDeps {
  /** The documents bucket: the job's .docx is read from it and its PDF added beside it. */
  documents: FileStore;
  converter: DocumentConverter;
  /** What a .docx may be for LibreOffice to be run on it (pdf-source-bounds.ts; tests pass smaller ones). */
  sourceLimits?: PdfSourceLimits;
}

/** The most pages a contract's PDF may have: past it, the conversion went wrong (the check refuses it). */
export const PDF_MAX_PAGES = 1000;

/** A job that cannot succeed this time: no stored .docx, or a converted file that failed the PDF/A check. */
export class PdfNotMadeError extends NamedError {
  constructor(
    message: string,
    readonly problems: string[] = [],
  ) {
    super(message);
  }
}

/**
 * `made`: this call stored the PDF; `present`: it was stored before (a replay, or a concurrent job won);
 * `refused`: the .docx is past the bounds of a conversion, or was refused before: no PDF will be made, and the
 * refusal is stored beside the .docx for the download to answer 413.
 */
export type PdfOutcome = 'made' | 'present' | 'refused';

/** Why the PDF of a document is not made, as stored at its refusal key (pdf-job.ts). */
export interface PdfRefusal {
  reason: 'docx-bytes' | 'document-xml-bytes' | 'estimated-pages' | 'conversion-timeout';
  measured?: number;
  limit?: number;
}

const JSON_CONTENT_TYPE = 'application/json';

/** Records, once, that the document's PDF will not be made: later downloads answer 413 without a new job. */
export const recordPdfRefusal = async (
  documents: FileStore,
  job: PdfJob,
  refusal: PdfRefusal,
): Promise<void> => {
  await documents.putIfAbsent(
    pdfRefusalKeyOf(job.documentKey),
    Buffer.from(JSON.stringify(refusal)),
    JSON_CONTENT_TYPE,
  );
};

/**
 * Makes a purchased document's PDF/A: converts the stored .docx, checks the result and stores it beside the
 * .docx, once. A PDF already there is left as it is, so a job delivered twice stores one object and the bytes
 * first stored are the ones served. A .docx past the bounds of a conversion (pdf-source-bounds.ts) is not
 * converted: the refusal is stored instead, once, and the job ends there (`refused`, not retried). Throws (and
 * stores nothing) when the .docx is missing, the converter fails or its output fails the check; the queue tries
 * again.
 */
export const makeContractPdf = async (deps: PdfMakingDeps, job: PdfJob): Promise<PdfOutcome> => {
  const key = pdfKeyOf(job.documentKey);
  if (await deps.documents.has(key)) return 'present';
  if (await deps.documents.has(pdfRefusalKeyOf(job.documentKey))) return 'refused';
  const docx = await deps.documents.get(job.documentKey);
  if (!docx) throw new PdfNotMadeError('The purchased .docx is not stored');
  // Measured before LibreOffice runs: a document past the bounds never reaches it (nor holds a converter).
  const verdict = measurePdfSource(docx, deps.sourceLimits ?? PDF_SOURCE_LIMITS);
  if (!verdict.fits) {
    const { reason, measured, limit } = verdict;
    await recordPdfRefusal(deps.documents, job, { reason, measured, limit });
    return 'refused';
  }
  const pdf = await deps.converter.toPdfA(docx);
  const { problems } = await checkPdfA(pdf, { maxPages: PDF_MAX_PAGES });
  if (problems.length > 0) throw new PdfNotMadeError('The converted file failed the PDF/A check', problems);
  return (await deps.documents.putIfAbsent(key, pdf, PDF_CONTENT_TYPE)) ? 'made' : 'present';
};
