import type { SQSBatchItemFailure, SQSRecord } from 'aws-lambda';
import { notifyBuyers, updateMailJobOf, type UpdateMailDeps } from '../../areas/update-mails';

const parsed = (body: string): unknown => {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
};

/**
 * The buyers' mail Lambda's batch from its queue: each message a published version's job. A message that is not a
 * job is logged and dropped; a job that fails (a mail not sent) is handed back alone, to be delivered again for the
 * mails not sent yet, until it lands in the dead-letter queue.
 */
export const handleUpdateMailMessages = async (
  deps: UpdateMailDeps,
  records: SQSRecord[],
): Promise<SQSBatchItemFailure[]> => {
  const failures: SQSBatchItemFailure[] = [];
  for (const record of records) {
    const job = updateMailJobOf(parsed(record.body));
    if (!job) {
      deps.logger.log('error', 'A message of the buyers’ mail queue is not a job: dropped', {
        messageId: record.messageId,
      });
      continue;
    }
    try {
      await notifyBuyers(deps, job);
    } catch (error) {
      deps.logger.log('error', 'The buyers’ mail of a version failed: it will be tried again', {
        templateId: job.templateId,
        version: job.version,
        error: error instanceof Error ? error.name : String(error),
      });
      failures.push({ itemIdentifier: record.messageId });
    }
  }
  return failures;
};
