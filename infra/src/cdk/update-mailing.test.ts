import type { CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import {
  MAIL_CONSUMER_TIMEOUT,
  MAIL_MAX_RECEIVES,
  MAIL_VISIBILITY_TIMEOUT,
} from './constructs/update-mailing';
import { grantsOfRole } from './test-support/iam-grants';
import { buildTestStacks } from './test-support/test-app';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('the buyers’ mail of a stage', () => {
  const { stateful, stateless } = buildTestStacks();
  const template = Template.fromStack(stateless);
  const resources = template.toJSON().Resources as Record<string, Json>;
  const idOf = (construct: IConstruct) => stateless.getLogicalId(construct.node.defaultChild as CfnElement);
  const { queue, deadLetterQueue, consumer } = stateless.updateMailing;

  it('queues jobs in an encrypted queue whose failures go to a dead-letter queue after a few deliveries', () => {
    expect(resources[idOf(queue)].Properties).toMatchObject({
      VisibilityTimeout: MAIL_VISIBILITY_TIMEOUT.toSeconds(),
      SqsManagedSseEnabled: true,
      RedrivePolicy: {
        deadLetterTargetArn: { 'Fn::GetAtt': [idOf(deadLetterQueue), 'Arn'] },
        maxReceiveCount: MAIL_MAX_RECEIVES,
      },
    });
    expect(resources[idOf(deadLetterQueue)].Properties).toMatchObject({
      SqsManagedSseEnabled: true,
      MessageRetentionPeriod: 14 * 24 * 3600,
    });
    expect(MAIL_VISIBILITY_TIMEOUT.toSeconds()).toBeGreaterThan(MAIL_CONSUMER_TIMEOUT.toSeconds());
  });

  it('consumes them one at a time in a Lambda of the house, handing a failed job back', () => {
    expect(resources[idOf(consumer)].Properties).toMatchObject({
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      Timeout: MAIL_CONSUMER_TIMEOUT.toSeconds(),
    });
    expect(resources[idOf(consumer)].Properties.Environment.Variables).toMatchObject({
      RUNTIME: 'aws',
      MAIL_TRANSPORT: 'ses',
    });
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [idOf(queue), 'Arn'] },
      FunctionName: { Ref: idOf(consumer) },
      BatchSize: 1,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
  });

  it('lets the consumer read the templates, the contracts and the accounts, write its markers, send mail, and nothing else', () => {
    const role = idOf(consumer.role as unknown as IConstruct);
    const grants = grantsOfRole(template, role, stateful, [[idOf(queue), 'updateMailQueue']]);
    expect([...grants.keys()].sort()).toEqual([
      'ses',
      'table:contracts',
      'table:templates',
      'table:users',
      'updateMailQueue',
      'xray',
    ]);
    expect(grants.get('table:templates')).toContain('dynamodb:PutItem');
    expect(grants.get('table:contracts')).not.toContain('dynamodb:PutItem');
    expect(grants.get('table:users')).not.toContain('dynamodb:PutItem');
    expect(grants.get('updateMailQueue')).toContain('sqs:ReceiveMessage');
    expect(grants.get('updateMailQueue')).not.toContain('sqs:SendMessage');
  });

  it('alarms on a dead letter and on a job waiting ten minutes', () => {
    const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm')).map(
      (alarm) => alarm.Properties,
    );
    for (const [name, metric, threshold] of [
      [idOf(deadLetterQueue), 'ApproximateNumberOfMessagesVisible', 1],
      [idOf(queue), 'ApproximateAgeOfOldestMessage', 600],
    ] as const)
      expect(alarms).toContainEqual(
        expect.objectContaining({
          MetricName: metric,
          Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [name, 'QueueName'] } }],
          Threshold: threshold,
        }),
      );
  });
});
