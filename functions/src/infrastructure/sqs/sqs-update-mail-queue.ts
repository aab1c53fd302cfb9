import type { SQSClient } from '@aws-sdk/client-sqs';
import type { SdkSettings } from '../../config/config';
import type { UpdateMailJob, UpdateMailQueue } from '../../areas/update-mails';
import { once } from '../once';
import { sdkClientSettings } from '../sdk-settings';

type SqsModule = typeof import('@aws-sdk/client-sqs');

/** The SQS SDK is loaded with the first job: only a publication that tells buyers sends one. */
const loadSqs = once(async (): Promise<SqsModule> => import('@aws-sdk/client-sqs'));

/**
 * The buyers' mails on AWS: a standard SQS queue, one message per published version. A message delivered twice
 * sends nothing twice (the consumer's markers), so no FIFO deduplication is needed.
 */
export const createSqsUpdateMailQueue = (
  region: string,
  queueUrl: string,
  sdk?: SdkSettings,
): UpdateMailQueue => {
  const client = once(async (): Promise<SQSClient> => {
    const { SQSClient } = await loadSqs();
    return new SQSClient({ region, ...sdkClientSettings(sdk) });
  });
  return {
    async request(job: UpdateMailJob) {
      const { SendMessageCommand } = await loadSqs();
      await (
        await client()
      ).send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify(job) }));
    },
  };
};
