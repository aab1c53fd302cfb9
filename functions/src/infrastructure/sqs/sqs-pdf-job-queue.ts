import { createHash } from 'node:crypto';
import type { SQSClient } from '@aws-sdk/client-sqs';
import type { SdkSettings } from '../../config/config';
import { pdfKeyOf, type PdfJob, type PdfJobQueue } from '../../areas/contract-pdfs';
import { once } from '../once';
import { sdkClientSettings } from '../sdk-settings';

type SqsModule = typeof import('@aws-sdk/client-sqs');

/** The SQS SDK is loaded with the first job (the Lambdas that send one are those of a purchase or a download). */
const loadSqs = once(async (): Promise<SqsModule> => import('@aws-sdk/client-sqs'));

/**
 * The PDF jobs on AWS: an SQS FIFO queue. Each document is its own message group, and its PDF's key (hashed) the
 * deduplication id, so the same document asked for again within SQS's five-minute window is one message: a
 * purchase and the downloads that follow it cost one conversion.
 */
export const createSqsPdfJobQueue = (region: string, queueUrl: string, sdk?: SdkSettings): PdfJobQueue => {
  const client = once(async (): Promise<SQSClient> => {
    const { SQSClient } = await loadSqs();
    return new SQSClient({ region, ...sdkClientSettings(sdk) });
  });
  return {
    enabled: true,
    async request(job: PdfJob) {
      const { SendMessageCommand } = await loadSqs();
      await (
        await client()
      ).send(
        new SendMessageCommand({
          QueueUrl: queueUrl,
          MessageBody: JSON.stringify(job),
          MessageGroupId: job.contractId,
          MessageDeduplicationId: createHash('sha256').update(pdfKeyOf(job.documentKey)).digest('hex'),
        }),
      );
    },
  };
};
