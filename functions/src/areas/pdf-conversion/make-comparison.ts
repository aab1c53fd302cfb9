import { readZipEntries } from '../../documents/zip/zip-reader';
import type { DocumentComparer } from '../../ports/document-converter';
import { DOCX_CONTENT_TYPE, type FileStore } from '../../ports/file-store';
import { comparisonRefusalKeyOf, type ComparisonJob } from '../contract-pdfs';
import { PdfNotMadeError } from './make-contract-pdf';
import { measurePdfSource, PDF_SOURCE_LIMITS, type PdfSourceLimits } from './pdf-source-bounds';

export interface ComparisonDeps {
  /** The documents bucket: a redline reads the two purchased documents and is stored beside the update's. */
  documents: FileStore;
  /** The masters bucket: a staff's compare reads two versions' documents and stores the compare there. */
  masters: FileStore;
  comparer: DocumentComparer;
  /** What each input may be for LibreOffice to be run on it (the PDF's bounds; tests pass smaller ones). */
  sourceLimits?: PdfSourceLimits;
}

/**
 * Why a comparison is not made, as stored at its refusal key: an input past the bounds of a conversion, one that
 * is no .docx, or a compare that failed on every attempt.
 */
export interface ComparisonRefusal {
  reason: 'docx-bytes' | 'document-xml-bytes' | 'estimated-pages' | 'unreadable' | 'failed';
  measured?: number;
  limit?: number;
}

/** `made`: this call stored it; `present`: stored before; `refused`: it will not be made (recorded beside). */
export type ComparisonOutcome = 'made' | 'present' | 'refused';

const storeOf = (deps: ComparisonDeps, job: ComparisonJob): FileStore =>
  job.kind === 'redline' ? deps.documents : deps.masters;

/** Whether bytes are a .docx LibreOffice may be given: a zip with its word/document.xml. */
const isDocx = (bytes: Buffer): boolean => {
  try {
    return readZipEntries(bytes, 10_000).some((entry) => entry.name === 'word/document.xml');
  } catch {
    return false;
  }
};

/** Records, once, that a comparison will not be made: its download answers at once, and no job is queued again. */
export const recordComparisonRefusal = async (
  deps: ComparisonDeps,
  job: ComparisonJob,
  refusal: ComparisonRefusal,
): Promise<void> => {
  await storeOf(deps, job).putIfAbsent(
    comparisonRefusalKeyOf(job.target),
    Buffer.from(JSON.stringify(refusal)),
    'application/json',
  );
};

/** Why these inputs cannot be compared, before LibreOffice sees them; undefined when they can. */
const refusalOf = (deps: ComparisonDeps, inputs: Buffer[]): ComparisonRefusal | undefined => {
  for (const docx of inputs) {
    const verdict = measurePdfSource(docx, deps.sourceLimits ?? PDF_SOURCE_LIMITS);
    if (!verdict.fits) return { reason: verdict.reason, measured: verdict.measured, limit: verdict.limit };
    if (!isDocx(docx)) return { reason: 'unreadable' };
  }
  return undefined;
};

/**
 * Makes a redline (or a staff's compare) once: reads the two stored documents, compares them in LibreOffice
 * (tracked changes by the job's author) and stores the result at the job's target, unless it is there already. Two
 * inputs of which one is past the bounds of a conversion, or is no .docx, are not compared: the refusal is stored
 * instead (`refused`, not retried). Throws when a document is missing, the compare fails or its output is no
 * .docx; the queue tries again.
 */
export const makeComparison = async (
  deps: ComparisonDeps,
  job: ComparisonJob,
): Promise<ComparisonOutcome> => {
  const store = storeOf(deps, job);
  if (await store.has(job.target)) return 'present';
  if (await store.has(comparisonRefusalKeyOf(job.target))) return 'refused';
  const [original, revised] = await Promise.all([store.get(job.original), store.get(job.revised)]);
  if (!original || !revised) throw new PdfNotMadeError('A document to compare is not stored');
  const refusal = refusalOf(deps, [original, revised]);
  if (refusal) {
    await recordComparisonRefusal(deps, job, refusal);
    return 'refused';
  }
  const redline = await deps.comparer.compare(original, revised, job.author);
  if (!isDocx(redline)) throw new PdfNotMadeError('The compare gave no .docx');
  return (await store.putIfAbsent(job.target, redline, DOCX_CONTENT_TYPE)) ? 'made' : 'present';
};
