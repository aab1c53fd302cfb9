// The contract PDFs module's public surface: what other modules may use of it (eslint.config.mjs enforces it).
export { makeContractPdf, PdfNotMadeError, type PdfMakingDeps, type PdfOutcome } from './make-contract-pdf';
export { attemptPdfJob, type PdfAttemptDeps, type PdfDelivery } from './pdf-attempt';
export { pdfJobOf, pdfKeyOf, type PdfJob } from './pdf-job';
export { disabledPdfJobQueue, type PdfJobQueue } from './pdf-job-queue';
export * from './request-pdf';
