import type { AppConfig } from '../config/config';
import { createDocumentClient } from '../infrastructure/dynamodb/document-client';
import { createSesMailer } from '../infrastructure/mail/ses-mailer';
import { createSmtpMailer } from '../infrastructure/mail/smtp-mailer';
import { createS3Client, createS3FileStore } from '../infrastructure/s3/s3-file-store';
import { createSecretsManagerProvider } from '../infrastructure/secrets/secrets-manager';
import { createStripeClient } from '../infrastructure/stripe/stripe-client';
import { systemClock } from '../ports/clock';
import { uuidGenerator } from '../ports/id-generator';
import { createJsonLogger } from '../ports/logger';
import type { Mailer } from '../ports/mailer';
import { assembleInfrastructure, once, type Infrastructure } from './infrastructure';

const awsMailer = (config: AppConfig): Mailer =>
  config.mail.transport === 'smtp' && config.mail.smtpUrl
    ? createSmtpMailer(config.mail.smtpUrl, config.mail.from)
    : createSesMailer(config.region, config.mail.from, config.mail.sesConfigurationSet);

/** The composition root on AWS Lambda: real DynamoDB, S3, SES (or SMTP), Secrets Manager and Stripe. */
export const createAwsInfrastructure = (config: AppConfig): Infrastructure => {
  const s3 = createS3Client(config.region);
  const secrets = createSecretsManagerProvider(config.region, config.secretsArn ?? '');
  return assembleInfrastructure({
    config,
    dynamo: createDocumentClient(config.region),
    files: {
      masters: createS3FileStore(s3, config.buckets.masters),
      documents: createS3FileStore(s3, config.buckets.documents),
    },
    mailer: awsMailer(config),
    secrets,
    stripe: once(async () => createStripeClient((await secrets.get()).stripeSecretKey)),
    clock: systemClock,
    ids: uuidGenerator,
    logger: createJsonLogger(config.logLevel, { stage: config.stage }),
  });
};
