import type { ComparisonJob } from './comparison-job';
import type { PdfJob } from './pdf-job';

/** A job of the converter: a purchased document's PDF, or a redline (comparison-job.ts). */
export type DocumentJob = PdfJob | ComparisonJob;

/** Whether a job is a comparison (a redline or a staff's compare), not a PDF. */
export const isComparisonJob = (job: DocumentJob): job is ComparisonJob => 'kind' in job;

/** What makes two requests the same job: the file it makes. */
export const documentJobTarget = (job: DocumentJob): string =>
  isComparisonJob(job) ? job.target : job.documentKey.replace(/\.docx$/, '.pdf');

/** The job's message group: one per contract (or template), so that one owner's long job holds no other's. */
export const documentJobGroup = (job: DocumentJob): string =>
  isComparisonJob(job) ? job.ownerId : job.contractId;

/**
 * The queue of the converter's jobs, PDFs and redlines (port): an SQS FIFO queue on AWS (infrastructure/sqs), a folder under DATA_DIR locally
 * (infrastructure/local-queue). A job is delivered until one attempt succeeds or the attempts run out (then it
 * lands in the dead-letter queue and is reported); the consumer tolerates a job delivered twice.
 */
export interface PdfJobQueue {
  /** False where no converter runs (local mode without LibreOffice): nothing is queued and no PDF is made. */
  readonly enabled: boolean;
  /**
   * Queues a job. The same document asked for again within a few minutes is the same job (deduplicated), so
   * repeated requests cost one conversion. Throws when the queue cannot take it.
   */
  request(job: DocumentJob): Promise<void>;
}

/** The queue where PDFs are off. */
export const disabledPdfJobQueue: PdfJobQueue = {
  enabled: false,
  request: async () => {
    throw new Error('PDFs are off in this environment');
  },
};
