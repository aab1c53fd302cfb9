import type Stripe from 'stripe';
import type { Area } from '@redigo/shared/routes';
import { AREA_SETTINGS } from '../config/area-settings';
import { loadConfig, type AppConfig } from '../config/config';
import type { LambdaHttpHandler } from '../http/http-types';
import { createDocumentClient } from '../infrastructure/dynamodb/document-client';
import { createSesMailer } from '../infrastructure/mail/ses-mailer';
import { createS3FileStore, lazyS3Client } from '../infrastructure/s3/s3-file-store';
import { createS3UploadArea } from '../infrastructure/s3/s3-upload-area';
import { secretsManagerOriginValues } from '../infrastructure/secrets/origin-secret';
import { createOriginCheck } from '../security/origin-check';
import { createSecretsManagerProvider } from '../infrastructure/secrets/secrets-manager';
import type { createSqsPdfJobQueue } from '../infrastructure/sqs/sqs-pdf-job-queue';
import type { createSqsUpdateMailQueue } from '../infrastructure/sqs/sqs-update-mail-queue';
import { disabledPdfJobQueue } from '../areas/contract-pdfs';
import { missingUpdateMailQueue } from '../areas/update-mails';
import { secretsManagerSmtpUrl } from '../infrastructure/secrets/smtp-secret';
import { systemClock } from '../ports/clock';
import { uuidGenerator } from '../ports/id-generator';
import type { Mailer } from '../ports/mailer';
import { createPowertoolsLogger } from '../observability/powertools-logger';
import { createPowertoolsMetrics } from '../observability/powertools-metrics';
import { observedArea } from '../observability/observed-area';
import { assembleInfrastructure, once, type Infrastructure } from './infrastructure';
import {
  lazyFileStores,
  lazyMailer,
  lazyPdfJobQueue,
  lazyUpdateMailQueue,
  lazyUploadArea,
} from './lazy-parts';

/**
 * Adapters only some areas need, chosen by those areas' composition (their `*Lambda`) so that the other Lambdas'
 * bundles don't carry them (the Stripe library and nodemailer weigh about 240 KB each).
 */
export interface OptionalAdapters {
  stripe?: (secretKey: string) => Promise<Stripe>;
  smtpMailer?: (smtpUrl: string | (() => Promise<string>), from: string) => Mailer;
  /** The areas that queue PDF jobs (AREA_SETTINGS' `pdfJobs`): the SQS queue of config.pdfQueueUrl. */
  pdfJobQueue?: typeof createSqsPdfJobQueue;
  /** The area that queues the buyers' mails (AREA_SETTINGS' `updateMails`): the queue of config.updateMailQueueUrl. */
  updateMailQueue?: typeof createSqsUpdateMailQueue;
}

const awsMailer = (config: AppConfig, adapters: OptionalAdapters): Mailer => {
  if (config.mail.transport !== 'smtp') {
    return createSesMailer(config.region, config.mail.from, config.mail.sesConfigurationSet);
  }
  const { smtpUrl, smtpSecretArn } = config.mail;
  const url = smtpUrl ?? (smtpSecretArn ? secretsManagerSmtpUrl(config.region, smtpSecretArn) : undefined);
  if (!adapters.smtpMailer || !url) {
    return {
      send: async () => {
        throw new Error('This Lambda was built without the SMTP adapter, or SMTP_URL is missing');
      },
    };
  }
  return adapters.smtpMailer(url, config.mail.from);
};

const missingStripe = async (): Promise<Stripe> => {
  throw new Error('This Lambda was built without the Stripe adapter');
};

/** The composition root on AWS Lambda: real DynamoDB, S3, SES (or SMTP), Secrets Manager and Stripe. */
export const createAwsInfrastructure = (
  config: AppConfig,
  adapters: OptionalAdapters = {},
): Infrastructure => {
  const s3 = lazyS3Client(config.region, undefined, config.sdk);
  const secrets = createSecretsManagerProvider(config.region, config.secretsArn ?? '');
  const { stripe } = adapters;
  return assembleInfrastructure({
    config,
    dynamo: createDocumentClient(config.region, undefined, config.sdk),
    files: lazyFileStores(config.buckets, (bucket) => createS3FileStore(s3, bucket)),
    uploads: lazyUploadArea(() => createS3UploadArea(config.region, config.buckets.masters)),
    mailer: lazyMailer(() => awsMailer(config, adapters)),
    pdfJobs: lazyPdfJobQueue(() =>
      adapters.pdfJobQueue && config.pdfQueueUrl
        ? adapters.pdfJobQueue(config.region, config.pdfQueueUrl, config.sdk)
        : disabledPdfJobQueue,
    ),
    updateMails: lazyUpdateMailQueue(() =>
      adapters.updateMailQueue && config.updateMailQueueUrl
        ? adapters.updateMailQueue(config.region, config.updateMailQueueUrl, config.sdk)
        : missingUpdateMailQueue,
    ),
    secrets,
    stripe: stripe ? once(async () => stripe((await secrets.get()).stripeSecretKey)) : missingStripe,
    clock: systemClock,
    ids: uuidGenerator,
    logger: createPowertoolsLogger(config.logLevel, config.stage),
    metrics: createPowertoolsMetrics(config.stage),
    originCheck: config.originSecretArn
      ? createOriginCheck(secretsManagerOriginValues(config.region, config.originSecretArn))
      : undefined,
  });
};

/**
 * An area's Lambda on AWS, what each `functions/src/lambda/<area>.ts` exports: the settings its area reads
 * (AREA_SETTINGS) read from the environment and checked at start, the AWS infrastructure with the optional
 * adapters the area needs, and the area's handler, observed (logs with the invocation's context, metrics published).
 */
export const awsAreaLambda = (
  area: Area,
  createArea: (infrastructure: Infrastructure) => LambdaHttpHandler,
  adapters: OptionalAdapters = {},
): LambdaHttpHandler => {
  const infrastructure = createAwsInfrastructure(loadConfig(process.env, AREA_SETTINGS[area]), adapters);
  return observedArea(createArea(infrastructure), infrastructure);
};
