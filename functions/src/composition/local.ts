import { join } from 'node:path';
import type { AppConfig } from '../config/config';
import { createDocumentClient } from '../infrastructure/dynamodb/document-client';
import { createOutboxMailer } from '../infrastructure/mail/outbox';
import { createSmtpMailer } from '../infrastructure/mail/smtp-mailer';
import { createS3FileStore, lazyS3Client } from '../infrastructure/s3/s3-file-store';
import { createS3UploadArea } from '../infrastructure/s3/s3-upload-area';
import { createLocalSecretsProvider } from '../infrastructure/secrets/local-secrets';
import { createStripeClient } from '../infrastructure/stripe/stripe-client';
import { systemClock } from '../ports/clock';
import { uuidGenerator } from '../ports/id-generator';
import { createPowertoolsLogger } from '../observability/powertools-logger';
import { createPowertoolsMetrics } from '../observability/powertools-metrics';
import { disabledPdfJobQueue, type PdfJobQueue } from '../areas/contract-pdfs';
import { missingUpdateMailQueue, type UpdateMailQueue } from '../areas/update-mails';
import { assembleInfrastructure, once, type Infrastructure } from './infrastructure';
import { lazyFileStores, lazyUploadArea } from './lazy-parts';

/** Where local mode keeps its generated secrets and its outbox. */
export const localPaths = (dataDir: string) => ({
  secrets: join(dataDir, 'secrets.json'),
  outbox: join(dataDir, 'outbox'),
});

/**
 * The composition root in local mode: the same adapters as on AWS, pointed at DynamoDB Local, s3rver and
 * the local Stripe stand-in; mail goes to the outbox (or SMTP if configured); secrets live under DATA_DIR. The PDF
 * jobs go to the local runtime's queue (`createLocalPdfs`), when it runs one.
 */
export const createLocalInfrastructure = (
  config: AppConfig,
  pdfJobs: PdfJobQueue = disabledPdfJobQueue,
  updateMails: UpdateMailQueue = missingUpdateMailQueue,
): Infrastructure => {
  const local = config.local;
  if (!local) throw new Error('Local infrastructure needs the local settings (RUNTIME=local)');
  const paths = localPaths(local.dataDir);
  const s3 = lazyS3Client(config.region, local.s3, config.sdk);
  const secrets = createLocalSecretsProvider(paths.secrets);
  return assembleInfrastructure({
    config,
    dynamo: createDocumentClient(config.region, local.dynamodb, config.sdk),
    files: lazyFileStores(config.buckets, (bucket) => createS3FileStore(s3, bucket)),
    uploads: lazyUploadArea(() => createS3UploadArea(config.region, config.buckets.masters, local.s3)),
    mailer:
      config.mail.transport === 'smtp' && config.mail.smtpUrl
        ? createSmtpMailer(config.mail.smtpUrl, config.mail.from)
        : createOutboxMailer(paths.outbox, systemClock, uuidGenerator),
    pdfJobs,
    updateMails,
    secrets,
    stripe: once(async () => createStripeClient((await secrets.get()).stripeSecretKey, local.stripeApiUrl)),
    clock: systemClock,
    ids: uuidGenerator,
    logger: createPowertoolsLogger(config.logLevel, 'local'),
    metrics: createPowertoolsMetrics('local'),
  });
};
