import type { PdfJob } from './pdf-job';

/**
 * The queue of PDF jobs (port): an SQS FIFO queue on AWS (infrastructure/sqs), a folder under DATA_DIR locally
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
  request(job: PdfJob): Promise<void>;
}

/** The queue where PDFs are off. */
export const disabledPdfJobQueue: PdfJobQueue = {
  enabled: false,
  request: async () => {
    throw new Error('PDFs are off in this environment');
  },
};
