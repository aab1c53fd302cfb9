// The contract PDFs module's public surface: what other modules may use of it (eslint.config.mjs enforces it).
// Asking for a purchased document's PDF and finding it; making it is the pdf-conversion module's.
export { isPurchasedDocumentKeyOf, pdfKeyOf, pdfRefusalKeyOf, purchasedDocumentKey } from './document-keys';
export { pdfJobOf, type PdfJob } from './pdf-job';
export {
  disabledPdfJobQueue,
  documentJobGroup,
  documentJobTarget,
  isComparisonJob,
  type DocumentJob,
  type PdfJobQueue,
} from './pdf-job-queue';
export {
  comparisonJobOf,
  comparisonRefusalKeyOf,
  compareKeyOf,
  isWholeZip,
  REDLINE_RETRY_AFTER_SECONDS,
  redlineAuthorOf,
  redlineJobOf,
  redlineKeyOf,
  type ComparisonJob,
} from './comparison-job';
export * from './request-pdf';
export { isWholePdf } from './whole-pdf';
export { servedComparison, type ComparisonDownload } from './serve-comparison';
