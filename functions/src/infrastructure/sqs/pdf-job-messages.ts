import type { SQSBatchItemFailure, SQSRecord } from 'aws-lambda';
import { comparisonJobOf, pdfJobOf, type DocumentJob } from '../../areas/contract-pdfs';
import { attemptDocumentJob, type DocumentAttemptDeps } from '../../areas/pdf-conversion';

/** A job of the converter read from a message: a PDF's, or a comparison's; undefined when it is neither. */
const documentJobOf = (value: unknown): DocumentJob | undefined => pdfJobOf(value) ?? comparisonJobOf(value);

const parsed = (body: string): unknown => {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
};

/**
 * The converter Lambda's batch from the PDF queue: each message a job, attempted with its delivery count
 * (`ApproximateReceiveCount`; the last of `maxReceives` reports the failure). A message that is not a job is
 * logged and dropped. In a FIFO queue a message that fails holds back the ones after it in the batch, so they
 * are all handed back (partial batch response) to be delivered again in order.
 */
export const handlePdfJobMessages = async (
  deps: DocumentAttemptDeps,
  records: SQSRecord[],
  maxReceives: number,
): Promise<SQSBatchItemFailure[]> => {
  const failures: SQSBatchItemFailure[] = [];
  for (const record of records) {
    if (failures.length > 0) {
      failures.push({ itemIdentifier: record.messageId });
      continue;
    }
    const job = documentJobOf(parsed(record.body));
    if (!job) {
      deps.logger.log('error', 'A message of the PDF queue is not a PDF job: dropped', {
        messageId: record.messageId,
      });
      continue;
    }
    const attempt = Number(record.attributes.ApproximateReceiveCount) || 1;
    try {
      await attemptDocumentJob(deps, job, { attempt, final: attempt >= maxReceives });
    } catch {
      failures.push({ itemIdentifier: record.messageId });
    }
  }
  return failures;
};
