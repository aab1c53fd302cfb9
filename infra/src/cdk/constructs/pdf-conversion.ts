import { Duration } from 'aws-cdk-lib';
import type { Alarms } from './alarms';
import { Repository } from 'aws-cdk-lib/aws-ecr';
import { Platform } from 'aws-cdk-lib/aws-ecr-assets';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import { Architecture, DockerImageCode, DockerImageFunction, Tracing } from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { join } from 'node:path';
import { repositoryRoot } from '../../repository-root';
import type { StageSettings } from '../stage';

/** LibreOffice wants memory, and Lambda gives CPU with it: 2 GB is a little over one vCPU. */
export const CONVERTER_MEMORY_MB = 2048;
/** The function's time: a cold start (soffice's first start) plus one conversion killed at CONVERSION_TIMEOUT. */
export const CONVERTER_TIMEOUT = Duration.seconds(90);
export const CONVERSION_TIMEOUT = Duration.seconds(60);
/** Deliveries of a job before it goes to the dead-letter queue; the function is told (PDF_MAX_RECEIVES). */
export const MAX_RECEIVES = 3;
/** A failed job comes back after this: longer than the function's time, as the event source requires. */
export const VISIBILITY_TIMEOUT = Duration.minutes(3);

export interface PdfConversionProps {
  stage: StageSettings;
  documents: IBucket;
  /** The masters bucket: the staff's compares of two versions read its `masters/` and are stored under `compares/`. */
  masters: IBucket;
}

/** The image: built from infra/converter at deploy, or an image already in ECR (`-c converterImage=repo:tag`). */
const converterCode = (scope: Construct, image: string | undefined): DockerImageCode => {
  if (!image) {
    return DockerImageCode.fromImageAsset(join(repositoryRoot(), 'infra/converter'), {
      platform: Platform.LINUX_ARM64,
    });
  }
  const [, name = '', tagOrDigest = ''] = /^([^:@]+)[:@](.+)$/.exec(image) ?? [];
  return DockerImageCode.fromEcr(Repository.fromRepositoryName(scope, 'converter-repository', name), {
    tagOrDigest,
  });
};

/**
 * Purchased documents' PDFs on AWS: an SQS FIFO queue of jobs (one message group per contract, deduplicated by
 * the PDF's key for five minutes) with its dead-letter queue, and the converter, a container-image Lambda on
 * arm64 with LibreOffice, fed one job at a time: each job is an invocation of its own (batch size 1) with its
 * own memory and time, up to ten side by side, and each contract its own message group, so that one lawyer's long
 * conversion holds one invocation and never another contract's job (issue 33). It may read the documents folder and add PDFs to it, nothing
 * else: no table, no secret, no delete. The areas that ask for PDFs get `grantSend`.
 */
export class PdfConversion extends Construct {
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;
  readonly converter: DockerImageFunction;

  constructor(scope: Construct, id: string, props: PdfConversionProps) {
    super(scope, id);
    this.deadLetterQueue = new Queue(this, 'dead-letters', {
      fifo: true,
      retentionPeriod: Duration.days(14),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    this.queue = new Queue(this, 'jobs', {
      fifo: true,
      visibilityTimeout: VISIBILITY_TIMEOUT,
      retentionPeriod: Duration.days(4),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: MAX_RECEIVES },
    });
    this.converter = new DockerImageFunction(this, 'converter', {
      code: converterCode(this, props.stage.converterImage),
      architecture: Architecture.ARM_64,
      memorySize: CONVERTER_MEMORY_MB,
      timeout: CONVERTER_TIMEOUT,
      environment: {
        STAGE: props.stage.name,
        BUCKET_DOCUMENTS: props.documents.bucketName,
        BUCKET_MASTERS: props.masters.bucketName,
        PDF_MAX_RECEIVES: String(MAX_RECEIVES),
        PDF_CONVERSION_TIMEOUT_MS: String(CONVERSION_TIMEOUT.toMilliseconds()),
      },
      logGroup: new LogGroup(this, 'logs', { retention: props.stage.logRetention }),
      tracing: Tracing.ACTIVE,
    });
    this.converter.addEventSource(
      new SqsEventSource(this.queue, { batchSize: 1, reportBatchItemFailures: true, maxConcurrency: 10 }),
    );
    this.grantDocuments(props.documents);
    this.grantMasters(props.masters);
  }

  /**
   * Reads the purchased documents (and whether their PDF is there: HeadObject is GetObject, and without
   * ListBucket a missing key would answer 403, not 404), adds PDFs: `documents/` only.
   */
  private grantDocuments(documents: IBucket): void {
    const role = this.converter;
    role.addToRolePolicy(
      new PolicyStatement({ actions: ['s3:GetObject'], resources: [documents.arnForObjects('documents/*')] }),
    );
    role.addToRolePolicy(
      new PolicyStatement({
        actions: ['s3:PutObject'],
        // The PDFs, and the refusal of a document past the bounds (functions/src/areas/contract-pdfs/pdf-job.ts);
        // the redlines of updates and their refusals (comparison-job.ts).
        resources: [
          documents.arnForObjects('documents/*.pdf'),
          documents.arnForObjects('documents/*.pdf-refused.json'),
          documents.arnForObjects('documents/*.redline.docx'),
          documents.arnForObjects('documents/*.redline.refused.json'),
        ],
      }),
    );
    role.addToRolePolicy(
      new PolicyStatement({
        actions: ['s3:ListBucket'],
        resources: [documents.bucketArn],
        conditions: { StringLike: { 's3:prefix': 'documents/*' } },
      }),
    );
  }

  /**
   * Reads the templates' documents (`masters/`) and adds the staff's compares of two versions (`compares/`), nothing
   * else of the masters bucket: no upload, no delete.
   */
  private grantMasters(masters: IBucket): void {
    this.converter.addToRolePolicy(
      new PolicyStatement({
        actions: ['s3:GetObject'],
        resources: [masters.arnForObjects('masters/*'), masters.arnForObjects('compares/*')],
      }),
    );
    this.converter.addToRolePolicy(
      new PolicyStatement({ actions: ['s3:PutObject'], resources: [masters.arnForObjects('compares/*')] }),
    );
    this.converter.addToRolePolicy(
      new PolicyStatement({
        actions: ['s3:ListBucket'],
        resources: [masters.bucketArn],
        conditions: { StringLike: { 's3:prefix': 'compares/*' } },
      }),
    );
  }

  /**
   * Alarms to the stage's topic: a job in the dead-letter queue (every attempt failed), a job waiting 10 minutes
   * (the converter is not keeping up, or not running), the converter crashing or throttled.
   */
  addAlarms(alarms: Alarms): void {
    const period = Duration.minutes(5);
    alarms.add(
      'pdf-dead-letters',
      'A PDF job is in the dead-letter queue: the PDF was not made (see the converter logs, then redrive)',
      this.deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period, statistic: 'Maximum' }),
    );
    alarms.add(
      'pdf-jobs-waiting',
      'A PDF job has waited 10 minutes in its queue',
      this.queue.metricApproximateAgeOfOldestMessage({ period, statistic: 'Maximum' }),
      600,
    );
    alarms.add(
      'pdf-converter-errors',
      'The PDF converter Lambda failed (a crash or a timeout, not a job handed back)',
      this.converter.metricErrors({ period, statistic: 'Sum' }),
    );
    alarms.add(
      'pdf-converter-throttles',
      'The PDF converter Lambda was throttled',
      this.converter.metricThrottles({ period, statistic: 'Sum' }),
    );
  }

  /** Lets an area's Lambda queue PDF jobs (send only), and tells it where (PDF_QUEUE_URL). */
  grantSend(fn: IGrantable & { addEnvironment(key: string, value: string): unknown }): void {
    this.queue.grantSendMessages(fn);
    fn.addEnvironment('PDF_QUEUE_URL', this.queue.queueUrl);
  }
}
