import type { CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { AREAS } from '@redigo/shared/routes';
import {
  CONVERSION_TIMEOUT,
  CONVERTER_MEMORY_MB,
  CONVERTER_TIMEOUT,
  MAX_RECEIVES,
  VISIBILITY_TIMEOUT,
} from './constructs/pdf-conversion';
import { PDF_REQUESTING_AREAS } from './stateless-stack';
import { grantsOfRole } from './test-support/iam-grants';
import { buildTestStacks } from './test-support/test-app';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('the PDF conversion of a stage', () => {
  const { stateful, stateless } = buildTestStacks();
  const template = Template.fromStack(stateless);
  const resources = template.toJSON().Resources as Record<string, Json>;
  const idOf = (construct: IConstruct) => stateless.getLogicalId(construct.node.defaultChild as CfnElement);
  const { queue, deadLetterQueue, converter } = stateless.pdfConversion;
  const converterFunction = resources[idOf(converter)];
  const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm')).map(
    (alarm) => alarm.Properties,
  );

  it('queues jobs in a FIFO queue whose failures go to a FIFO dead-letter queue after a few deliveries', () => {
    const jobs = resources[idOf(queue)].Properties;
    const deadLetters = resources[idOf(deadLetterQueue)].Properties;
    expect(jobs).toMatchObject({
      FifoQueue: true,
      VisibilityTimeout: VISIBILITY_TIMEOUT.toSeconds(),
      SqsManagedSseEnabled: true,
      RedrivePolicy: {
        deadLetterTargetArn: { 'Fn::GetAtt': [idOf(deadLetterQueue), 'Arn'] },
        maxReceiveCount: 3,
      },
    });
    expect(deadLetters).toMatchObject({ FifoQueue: true, MessageRetentionPeriod: 14 * 24 * 3600 });
    // A job handed back must not come back while its delivery may still be running.
    expect(VISIBILITY_TIMEOUT.toSeconds()).toBeGreaterThan(CONVERTER_TIMEOUT.toSeconds());
  });

  it('converts in a container-image Lambda on arm64, with memory for LibreOffice, told its limits', () => {
    expect(converterFunction.Properties).toMatchObject({
      PackageType: 'Image',
      Architectures: ['arm64'],
      MemorySize: CONVERTER_MEMORY_MB,
      Timeout: CONVERTER_TIMEOUT.toSeconds(),
      TracingConfig: { Mode: 'Active' },
    });
    expect(converterFunction.Properties.Code.ImageUri).toBeDefined();
    const variables = converterFunction.Properties.Environment.Variables;
    expect(variables).toMatchObject({
      STAGE: 'test',
      PDF_MAX_RECEIVES: String(MAX_RECEIVES),
      PDF_CONVERSION_TIMEOUT_MS: String(CONVERSION_TIMEOUT.toMilliseconds()),
    });
    expect(CONVERSION_TIMEOUT.toSeconds()).toBeLessThan(CONVERTER_TIMEOUT.toSeconds());
    expect(Object.keys(variables).sort()).toEqual([
      'BUCKET_DOCUMENTS',
      'BUCKET_MASTERS',
      'PDF_CONVERSION_TIMEOUT_MS',
      'PDF_MAX_RECEIVES',
      'STAGE',
    ]);
  });

  it('feeds it one job per invocation, up to ten side by side, handing failed jobs back one by one', () => {
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [idOf(queue), 'Arn'] },
      FunctionName: { Ref: idOf(converter) },
      BatchSize: 1,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      ScalingConfig: { MaximumConcurrency: 10 },
    });
  });

  it('lets the converter read the documents and add PDFs and redlines, read the masters and add compares, consume its queue, and nothing else', () => {
    const role = idOf(converter.role as unknown as IConstruct);
    const grants = grantsOfRole(template, role, stateful, [[idOf(queue), 'pdfQueue']]);
    expect([...grants.keys()].sort()).toEqual(['bucket:documents', 'bucket:masters', 'pdfQueue', 'xray']);
    expect([...(grants.get('bucket:masters') ?? [])].sort()).toEqual([
      's3:GetObject',
      's3:ListBucket',
      's3:PutObject',
    ]);
    expect([...(grants.get('bucket:documents') ?? [])].sort()).toEqual([
      's3:GetObject',
      's3:ListBucket',
      's3:PutObject',
    ]);
    expect([...(grants.get('pdfQueue') ?? [])].sort()).toEqual([
      'sqs:ChangeMessageVisibility',
      'sqs:DeleteMessage',
      'sqs:GetQueueAttributes',
      'sqs:GetQueueUrl',
      'sqs:ReceiveMessage',
    ]);
    const statements = Object.values(template.findResources('AWS::IAM::Policy'))
      .filter((policy) => JSON.stringify(policy.Properties.Roles) === JSON.stringify([{ Ref: role }]))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Json[]);
    /** The object paths (after the bucket's ARN) an action is allowed on, in every statement. */
    const pathsOf = (action: string) =>
      statements
        .filter((statement) => [statement.Action].flat().includes(action))
        .flatMap((statement) => [statement.Resource].flat())
        .map((resource) => {
          const text = JSON.stringify(resource);
          const bucket = /(documents|masters)bucket/.exec(text)?.[1];
          return `${bucket}:${/"(\/[^"]*)"\]\]\}$/.exec(text)?.[1]}`;
        })
        .sort();
    expect(pathsOf('s3:GetObject')).toEqual([
      'documents:/documents/*',
      'masters:/compares/*',
      'masters:/masters/*',
    ]);
    expect(pathsOf('s3:PutObject')).toEqual([
      'documents:/documents/*.pdf',
      'documents:/documents/*.pdf-refused.json',
      'documents:/documents/*.redline.docx',
      'documents:/documents/*.redline.refused.json',
      'masters:/compares/*',
    ]);
    expect(statements.find((statement) => statement.Action === 's3:ListBucket')?.Condition).toEqual({
      StringLike: { 's3:prefix': 'documents/*' },
    });
  });

  it('gives the queue to the purchase and the download only, to send jobs to', () => {
    for (const area of AREAS) {
      const variables = resources[idOf(stateless.areaFunctions[area])].Properties.Environment.Variables;
      const sends = (PDF_REQUESTING_AREAS as readonly string[]).includes(area);
      expect(variables.PDF_QUEUE_URL).toEqual(sends ? { Ref: idOf(queue) } : undefined);
    }
  });

  it('alarms on a dead letter, a job waiting ten minutes, a PDF not made and the converter failing', () => {
    const topic = [{ Ref: expect.stringMatching(/^alarmstopic/) }];
    expect(alarms).toContainEqual(
      expect.objectContaining({
        MetricName: 'ApproximateNumberOfMessagesVisible',
        Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [idOf(deadLetterQueue), 'QueueName'] } }],
        Threshold: 1,
        AlarmActions: topic,
      }),
    );
    expect(alarms).toContainEqual(
      expect.objectContaining({
        MetricName: 'ApproximateAgeOfOldestMessage',
        Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [idOf(queue), 'QueueName'] } }],
        Threshold: 600,
        AlarmActions: topic,
      }),
    );
    expect(alarms).toContainEqual(
      expect.objectContaining({
        MetricName: 'PdfsNotMade',
        Namespace: 'Redigo',
        Threshold: 1,
        AlarmActions: topic,
      }),
    );
    expect(alarms).toContainEqual(
      expect.objectContaining({
        MetricName: 'Errors',
        Dimensions: [{ Name: 'FunctionName', Value: { Ref: idOf(converter) } }],
        AlarmActions: topic,
      }),
    );
  });

  it('takes an image already in ECR instead of building one, with -c converterImage', () => {
    const { stateless: prebuilt } = buildTestStacks({ converterImage: 'redigo-pdf-converter:2026-11-27' });
    const fn =
      Template.fromStack(prebuilt).toJSON().Resources[
        prebuilt.getLogicalId(prebuilt.pdfConversion.converter.node.defaultChild as CfnElement)
      ];
    const imageUri = JSON.stringify(fn.Properties.Code.ImageUri);
    expect(imageUri).toContain('redigo-pdf-converter');
    expect(imageUri).toContain(':2026-11-27');
    expect(imageUri).not.toContain('container-assets');
  });
});
