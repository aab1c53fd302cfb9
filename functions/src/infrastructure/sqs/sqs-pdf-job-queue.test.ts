import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { createSqsPdfJobQueue } from './sqs-pdf-job-queue';

describe('the SQS PDF job queue', () => {
  afterEach(() => jest.restoreAllMocks());

  it('puts each contract in a message group of its own: one contract never waits behind another (issue 33)', async () => {
    const sent: SendMessageCommand['input'][] = [];
    jest.spyOn(SQSClient.prototype, 'send').mockImplementation(async (command: unknown) => {
      sent.push((command as SendMessageCommand).input);
      return {};
    });
    const queue = createSqsPdfJobQueue('eu-south-1', 'https://sqs.example/jobs.fifo');

    await queue.request({ contractId: 'c-1', documentKey: 'documents/c-1/v1.docx' });
    await queue.request({ contractId: 'c-2', documentKey: 'documents/c-2/v1.docx' });
    await queue.request({ contractId: 'c-1', documentKey: 'documents/c-1/v2.docx' });

    expect(sent.map((input) => input.MessageGroupId)).toEqual(['c-1', 'c-2', 'c-1']);
    expect(new Set(sent.map((input) => input.MessageDeduplicationId)).size).toBe(3);
  });
});
