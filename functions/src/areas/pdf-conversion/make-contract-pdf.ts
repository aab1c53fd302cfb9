import { checkPdfA } from '../../documents/pdfa-check';
import type { DocumentConverter } from '../../ports/document-converter';
import { PDF_CONTENT_TYPE, type FileStore } from '../../ports/file-store';
import { pdfKeyOf, type PdfJob } from '../contract-pdfs';

export interface PdfMakingDeps {
  /** The documents bucket: the job's .docx is read from it and its PDF added beside it. */
  documents: FileStore;
  converter: DocumentConverter;
}

/** The most pages a contract's PDF may have: past it, the conversion went wrong (the check refuses it). */
export const PDF_MAX_PAGES = 1000;

/** A job that cannot succeed this time: no stored .docx, or a converted file that failed the PDF/A check. */
export class PdfNotMadeError extends Error {
  constructor(
    message: string,
    readonly problems: string[] = [],
  ) {
    super(message);
    this.name = 'PdfNotMadeError';
  }
}

/** `made`: this call stored the PDF; `present`: it was stored before (a replay, or a concurrent job won). */
export type PdfOutcome = 'made' | 'present';

/**
 * Makes a purchased document's PDF/A: converts the stored .docx, checks the result and stores it beside the
 * .docx, once. A PDF already there is left as it is, so a job delivered twice stores one object and the bytes
 * first stored are the ones served. Throws (and stores nothing) when the .docx is missing, the converter fails
 * or its output fails the check; the queue tries again.
 */
export const makeContractPdf = async (deps: PdfMakingDeps, job: PdfJob): Promise<PdfOutcome> => {
  const key = pdfKeyOf(job.documentKey);
  if (await deps.documents.has(key)) return 'present';
  const docx = await deps.documents.get(job.documentKey);
  if (!docx) throw new PdfNotMadeError('The purchased .docx is not stored');
  const pdf = await deps.converter.toPdfA(docx);
  const { problems } = await checkPdfA(pdf, { maxPages: PDF_MAX_PAGES });
  if (problems.length > 0) throw new PdfNotMadeError('The converted file failed the PDF/A check', problems);
  return (await deps.documents.putIfAbsent(key, pdf, PDF_CONTENT_TYPE)) ? 'made' : 'present';
};
