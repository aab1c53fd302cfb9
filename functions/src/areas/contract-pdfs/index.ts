// The contract PDFs module's public surface: what other modules may use of it (eslint.config.mjs enforces it).
// Asking for a purchased document's PDF and finding it; making it is the pdf-conversion module's.
export { isPurchasedDocumentKeyOf, pdfKeyOf, pdfRefusalKeyOf, purchasedDocumentKey } from './document-keys';
export { pdfJobOf, type PdfJob } from './pdf-job';
export { disabledPdfJobQueue, type PdfJobQueue } from './pdf-job-queue';
export * from './request-pdf';
export { isWholePdf } from './whole-pdf';
