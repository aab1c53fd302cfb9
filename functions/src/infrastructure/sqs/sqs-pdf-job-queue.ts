import { createHash } from 'node:crypto';
import type { SQSClient } from '@aws-sdk/client-sqs';
import type { SdkSettings } from '../../config/config';
import {
  documentJobGroup,
  documentJobTarget,
  type DocumentJob,
  type PdfJobQueue,
} from '../../areas/contract-pdfs';
import { once } from '../once';
import { sdkClientSettings } from '../sdk-settings';

type SqsModule = typeof import('@aws-sdk/client-sqs');

/** The SQS SDK is loaded with the first job (the Lambdas that send one are those of a purchase or a download). */
const loadSqs = once(async (): Promise<SqsModule> => import('@aws-sdk/client-sqs'));

/**
 * The converter's jobs on AWS (PDFs and redlines): an SQS FIFO queue. Each contract (or template) is its own
 * message group, and the file the job makes (hashed) the deduplication id, so the same file asked for again within
 * SQS's five-minute window is one message: a purchase and the downloads that follow it cost one conversion.
 */
export const createSqsPdfJobQueue = (region: string, queueUrl: string, sdk?: SdkSettings): PdfJobQueue => {
  const client = once(async (): Promise<SQSClient> => {
    const { SQSClient } = await loadSqs();
    return new SQSClient({ region, ...sdkClientSettings(sdk) });
  });
  return {
    enabled: true,
    async request(job: DocumentJob) {
      const { SendMessageCommand } = await loadSqs();
      await (
        await client()
      ).send(
        new SendMessageCommand({
          QueueUrl: queueUrl,
          MessageBody: JSON.stringify(job),
          MessageGroupId: documentJobGroup(job),
          MessageDeduplicationId: createHash('sha256').update(documentJobTarget(job)).digest('hex'),
        }),
      );
    },
  };
};
