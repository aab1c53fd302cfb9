import type { Logger } from '../../ports/logger';
import type { Metrics } from '../../ports/metrics';
import type { PdfJob } from './pdf-job';
import type { DocumentJob, PdfJobQueue } from './pdf-job-queue';

/** How long a client is asked to wait before asking again for a PDF being made. */
export const PDF_RETRY_AFTER_SECONDS = 3;

export interface PdfRequestDeps {
  pdfJobs: PdfJobQueue;
  logger: Logger;
  metrics: Metrics;
}

/**
 * Right after a purchase stored its .docx: queues its PDF (or, for an update, its redline). A queue that fails is logged and counted
 * (PdfJobsNotQueued), never fails the purchase: the lawyer paid, and the first request of the PDF queues it.
 */
export const requestPdfAfterPurchase = async (
  deps: PdfRequestDeps,
  job: PdfJob | DocumentJob,
): Promise<void> => {
  if (!deps.pdfJobs.enabled) return;
  try {
    await deps.pdfJobs.request(job);
  } catch (error) {
    deps.metrics.count('PdfJobsNotQueued');
    deps.logger.log('error', 'PDF job not queued after the purchase', {
      contractId: 'contractId' in job ? job.contractId : job.ownerId,
      error: error instanceof Error ? error.name : String(error),
    });
  }
};
