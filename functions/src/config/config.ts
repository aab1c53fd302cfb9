import { EVERY_SETTING, type SettingsScope } from './area-settings';
import {
  readContactSettings,
  readMailSettings,
  readSignInLimits,
  type ContactSettings,
  type MailSettings,
  type Runtime,
  type SignInLimits,
} from './config-sections';
import { ConfigError } from './config-error';
import { loadInvoicingConfig, type InvoicingConfig } from './invoicing-config';
import { namesIn, outOfScope } from './out-of-scope';
import { settingsReader, type Env } from './settings-reader';
import {
  BUCKET_NAMES,
  bucketEnvVar,
  TABLE_NAMES,
  tableEnvVar,
  type BucketName,
  type TableName,
} from './table-names';

export type { MailTransport, Runtime } from './config-sections';
export { BUCKET_NAMES, type BucketName } from './table-names';

/** The access key of a local stand-in: the stack's own, generated at each start, the only one its guard takes. */
export interface LocalCredentials {
  accessKeyId: string;
  secretAccessKey: string;
}

/** A local stand-in of an AWS service (DynamoDB Local, s3rver), reached through its signature-checking guard. */
export interface LocalService {
  endpoint: string;
  credentials: LocalCredentials;
}

/**
 * The functions' configuration, read once from the environment by the entry point and passed down. Only the
 * settings of the entry point's scope (area-settings.ts) are read and checked: a table, a bucket or a section
 * outside it throws a ConfigError when touched.
 */
export interface AppConfig extends MailSettings, SignInLimits, ContactSettings {
  runtime: Runtime;
  stage: string;
  region: string;
  tables: Record<TableName, string>;
  buckets: Record<BucketName, string>;
  /** AWS: the Secrets Manager secret holding the JWT key and Stripe keys. */
  secretsArn?: string;
  /** AWS: the secret CloudFront's origin header comes from; when set, only CloudFront reaches the API. */
  originSecretArn?: string;
  /**
   * AWS: the SQS FIFO queue of PDF jobs, required of the Lambdas that ask for PDFs (payments, the webhook,
   * contracts: area-settings.ts), which infra/src/cdk/constructs/pdf-conversion.ts gives it.
   */
  pdfQueueUrl?: string;
  /**
   * AWS: the SQS queue of the buyers' mails, required of the templates Lambda (area-settings.ts), which
   * infra/src/cdk/constructs/update-mailing.ts gives it.
   */
  updateMailQueueUrl?: string;
  /** Local: where the stand-ins and generated secrets live, and how PDFs are made. */
  local?: {
    dataDir: string;
    dynamodb: LocalService;
    s3: LocalService;
    stripeApiUrl: string;
    pdf: LocalPdfSettings;
  };
  /**
   * The bundled worker of «Verifica tutti i percorsi»; unset, `path-verification-worker.js` next to the running
   * bundle (functions/src/composition/templates.ts). Tests that run from source point it at one they built.
   */
  pathVerificationWorker?: string;
  /** The AWS SDK's retries and timeouts towards DynamoDB and S3 (see infrastructure/sdk-settings.ts). */
  sdk: SdkSettings;
  /** How long an access token's session may be taken as active without reading it again (ms). */
  sessionCheckCacheMs: number;
  /**
   * Each account's share of the API (functions/src/security/account-rate-limit.ts): at most `perWindow` requests
   * in each fixed window of `windowSeconds` (ACCOUNT_RATE_LIMIT, ACCOUNT_RATE_WINDOW_SECONDS).
   */
  accountRateLimit: { perWindow: number; windowSeconds: number };
  /** log2 of scrypt's N for new password hashes (OWASP: 17). */
  passwordHashCost: number;
  logLevel: 'debug' | 'info' | 'warn' | 'error';
  /** The seller of every invoice and the SdI channel's settings. */
  invoicing: InvoicingConfig;
}

/** How the local runtime makes PDFs: with LibreOffice (`soffice`, found on PATH unless a path is given), or not. */
export interface LocalPdfSettings {
  converter: 'libreoffice' | 'off';
  soffice: string;
  /** A conversion still running after this is killed and tried again. */
  timeoutMs: number;
  /**
   * Conversions run side by side, each by a LibreOffice of its own (its own profile): a long job holds one of
   * them, and another lawyer's PDF is made by the next (issue 33; 2 by default, at most 4).
   */
  workers: number;
}

/** How the DynamoDB and S3 clients retry and when they give up on a service that does not answer. */
export interface SdkSettings {
  /** Tries per call, the first included. */
  maxAttempts: number;
  /** How long to wait for a connection (ms). */
  connectionTimeoutMs: number;
  /** How long a connection may stay silent during a request (ms). */
  requestTimeoutMs: number;
}

/**
 * 300 requests every 10 s: 30 a second on average, far above what a person clicking and typing sends, and room for a
 * firm's own script's bursts; a flood past it is refused while the other accounts are served.
 */
export const ACCOUNT_RATE_DEFAULTS = { perWindow: 300, windowSeconds: 10 } as const;

/** The sections outside `scope`, each by the settings it stands for. */
const sectionsOutOfScope = (config: AppConfig, scope: SettingsScope): void => {
  if (!scope.mail)
    for (const key of ['appUrl', 'mail', 'mailQuotaPerHour'])
      outOfScope(config, key, 'APP_URL, MAIL_* and the mail transport');
  if (!scope.signInLimits)
    for (const key of ['loginLimits', 'mailRouteLimits']) outOfScope(config, key, 'LOGIN_* and MAIL_ROUTE_*');
  if (!scope.invoicing) outOfScope(config, 'invoicing', 'SELLER_* and SDI_*');
  if (!scope.pdfJobs) outOfScope(config, 'pdfQueueUrl', 'PDF_QUEUE_URL');
  if (!scope.updateMails) outOfScope(config, 'updateMailQueueUrl', 'UPDATE_MAIL_QUEUE_URL');
  if (!scope.contacts) outOfScope(config, 'contactsPerOwner', 'CONTACTS_MAX_PER_OWNER');
};

/**
 * Reads and validates the settings of `scope` (every setting unless told: the local runtime's case); throws a
 * ConfigError naming everything missing or wrong.
 */
export const loadConfig = (env: Env, scope: SettingsScope = EVERY_SETTING): AppConfig => {
  const problems: string[] = [];
  const read = settingsReader(env, problems);
  const runtime = read.oneOf<Runtime>('RUNTIME', ['aws', 'local'], 'aws');
  const config = {
    runtime,
    stage: read.optional('STAGE') ?? 'local',
    region: read.optional('AWS_REGION') ?? 'eu-south-1',
    tables: namesIn(TABLE_NAMES, scope.tables, tableEnvVar, read),
    buckets: namesIn(BUCKET_NAMES, scope.buckets, bucketEnvVar, read),
    secretsArn: runtime === 'aws' ? read.required('SECRETS_ARN') : undefined,
    originSecretArn: read.optional('ORIGIN_SECRET_ARN'),
    local:
      runtime === 'local'
        ? {
            dataDir: read.required('DATA_DIR'),
            dynamodb: {
              endpoint: read.required('DYNAMODB_ENDPOINT'),
              credentials: {
                accessKeyId: read.required('DYNAMODB_ACCESS_KEY_ID'),
                secretAccessKey: read.required('DYNAMODB_SECRET_ACCESS_KEY'),
              },
            },
            s3: {
              endpoint: read.required('S3_ENDPOINT'),
              credentials: {
                accessKeyId: read.required('S3_ACCESS_KEY_ID'),
                secretAccessKey: read.required('S3_SECRET_ACCESS_KEY'),
              },
            },
            stripeApiUrl: read.required('STRIPE_API_URL'),
            pdf: {
              converter: read.oneOf('PDF_CONVERTER', ['libreoffice', 'off'] as const, 'libreoffice'),
              soffice: read.optional('SOFFICE_PATH') ?? 'soffice',
              timeoutMs: read.integer('PDF_CONVERSION_TIMEOUT_MS', 60_000),
              workers: Math.min(4, read.integer('PDF_WORKERS', 2)),
            },
          }
        : undefined,
    pathVerificationWorker: read.optional('PATH_VERIFICATION_WORKER'),
    sdk: {
      maxAttempts: read.integer('SDK_MAX_ATTEMPTS', 3),
      connectionTimeoutMs: read.integer('SDK_CONNECTION_TIMEOUT_MS', 3000),
      requestTimeoutMs: read.integer('SDK_REQUEST_TIMEOUT_MS', 10000),
    },
    sessionCheckCacheMs: read.integer('SESSION_CHECK_CACHE_MS', 2000, 0),
    accountRateLimit: {
      perWindow: read.integer('ACCOUNT_RATE_LIMIT', ACCOUNT_RATE_DEFAULTS.perWindow),
      windowSeconds: read.integer('ACCOUNT_RATE_WINDOW_SECONDS', ACCOUNT_RATE_DEFAULTS.windowSeconds),
    },
    passwordHashCost: read.integer('PASSWORD_HASH_COST', 17),
    logLevel: read.oneOf('LOG_LEVEL', ['debug', 'info', 'warn', 'error'] as const, 'info'),
    ...(scope.mail ? readMailSettings(read, runtime) : {}),
    ...(scope.signInLimits ? readSignInLimits(read) : {}),
    ...(scope.contacts ? readContactSettings(read) : {}),
    ...(scope.invoicing ? { invoicing: loadInvoicingConfig(env, runtime === 'local', problems) } : {}),
    ...(scope.pdfJobs && runtime === 'aws' ? { pdfQueueUrl: read.required('PDF_QUEUE_URL') } : {}),
    ...(scope.updateMails && runtime === 'aws'
      ? { updateMailQueueUrl: read.required('UPDATE_MAIL_QUEUE_URL') }
      : {}),
  } as AppConfig;
  sectionsOutOfScope(config, scope);
  if (scope.mail && config.mail.transport === 'smtp' && !config.mail.smtpUrl && !config.mail.smtpSecretArn)
    problems.push('SMTP_URL or SMTP_SECRET_ARN is missing (MAIL_TRANSPORT=smtp)');
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
};
