import { Duration } from 'aws-cdk-lib';
import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { functionEnvironment, type EnvironmentInputs } from '../function-environment';
import type { Alarms } from './alarms';
import { HouseFunction } from './house-function';
import type { MailSending } from './mail-sending';

/** One job mails every buyer of a version: 1,000 in well under a minute; the time leaves room for a slow SES. */
export const MAIL_CONSUMER_TIMEOUT = Duration.minutes(5);
/** A job handed back must not come back while its delivery may still be running. */
export const MAIL_VISIBILITY_TIMEOUT = Duration.minutes(7);
/** Deliveries of a job before it goes to the dead-letter queue: each resumes with the mails not sent yet. */
export const MAIL_MAX_RECEIVES = 5;

export interface UpdateMailingProps extends EnvironmentInputs {
  mail: MailSending;
}

/**
 * The buyers' mails on AWS (docs/api.md, "Template versions and updates"): a standard SQS queue of jobs, one per
 * published version, with its dead-letter queue, and its consumer, a Lambda of the house (functions/src/lambda/
 * update-mails.ts) fed one job at a time. It reads the template and its releases, the paid contracts' index and the
 * accounts, writes the sent-markers beside the template, and sends mail as the account mails do (SES, or SMTP from
 * the stage's secret). The templates area gets `grantSend`.
 */
export class UpdateMailing extends Construct {
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;
  readonly consumer: NodejsFunction;

  constructor(scope: Construct, id: string, props: UpdateMailingProps) {
    super(scope, id);
    this.deadLetterQueue = new Queue(this, 'dead-letters', {
      retentionPeriod: Duration.days(14),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    this.queue = new Queue(this, 'jobs', {
      visibilityTimeout: MAIL_VISIBILITY_TIMEOUT,
      retentionPeriod: Duration.days(4),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: MAIL_MAX_RECEIVES },
    });
    this.consumer = new HouseFunction(this, 'consumer', {
      area: 'update-mails',
      environment: functionEnvironment(props),
      logRetention: props.stage.logRetention,
      sourceMaps: props.stage.sourceMaps,
      timeout: MAIL_CONSUMER_TIMEOUT,
    }).function;
    this.consumer.addEventSource(
      new SqsEventSource(this.queue, { batchSize: 1, reportBatchItemFailures: true, maxConcurrency: 2 }),
    );
    props.tables.templates.grantReadWriteData(this.consumer);
    props.tables.contracts.grantReadData(this.consumer);
    props.tables.users.grantReadData(this.consumer);
    if (props.smtpSecret) props.smtpSecret.grantRead(this.consumer);
    else props.mail.grantSend(this.consumer);
  }

  /** Alarms to the stage's topic: a job in the dead-letter queue (its mails not all sent), a job waiting 10 minutes. */
  addAlarms(alarms: Alarms): void {
    const period = Duration.minutes(5);
    alarms.add(
      'update-mail-dead-letters',
      'A buyers’ mail job is in the dead-letter queue: some lawyers were not told of a new version (see the logs, then redrive)',
      this.deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period, statistic: 'Maximum' }),
    );
    alarms.add(
      'update-mail-jobs-waiting',
      'A buyers’ mail job has waited 10 minutes in its queue',
      this.queue.metricApproximateAgeOfOldestMessage({ period, statistic: 'Maximum' }),
      600,
    );
  }

  /** Lets an area's Lambda queue buyers' mails (send only), and tells it where (UPDATE_MAIL_QUEUE_URL). */
  grantSend(fn: IGrantable & { addEnvironment(key: string, value: string): unknown }): void {
    this.queue.grantSendMessages(fn);
    fn.addEnvironment('UPDATE_MAIL_QUEUE_URL', this.queue.queueUrl);
  }
}
