// The PDF conversion module's public surface (eslint.config.mjs enforces it): making a purchased document's PDF,
// for the converter's entry points only (its check loads pdf-lib, which the API's Lambdas must not carry).
export {
  makeContractPdf,
  PDF_MAX_PAGES,
  PdfNotMadeError,
  type PdfMakingDeps,
  type PdfOutcome,
} from './make-contract-pdf';
export { measurePdfSource, PDF_SOURCE_LIMITS, type PdfSourceVerdict } from './pdf-source-bounds';
export { makeComparison, type ComparisonDeps, type ComparisonOutcome } from './make-comparison';
export {
  attemptComparisonJob,
  attemptDocumentJob,
  attemptPdfJob,
  type DocumentAttemptDeps,
  type PdfAttemptDeps,
  type PdfDelivery,
} from './job-attempt';
