import { TABLES, type TableName } from '../infrastructure/dynamodb/table-definitions';
import { ConfigError } from './config-error';
import { loadInvoicingConfig, type InvoicingConfig } from './invoicing-config';

export type Runtime = 'aws' | 'local';
export type MailTransport = 'ses' | 'smtp' | 'outbox';
export const BUCKET_NAMES = ['masters', 'documents'] as const;
export type BucketName = (typeof BUCKET_NAMES)[number];

/** The functions' configuration, read once from the environment by the entry point and passed down. */
export interface AppConfig {
  runtime: Runtime;
  stage: string;
  region: string;
  /** The SPA's public origin, used in e-mail links and payment redirects. */
  appUrl: string;
  tables: Record<TableName, string>;
  buckets: Record<BucketName, string>;
  mail: {
    transport: MailTransport;
    from: string;
    smtpUrl?: string;
    /** AWS: the secret with the SMTP server's host, port and credentials (instead of SMTP_URL). */
    smtpSecretArn?: string;
    sesConfigurationSet?: string;
  };
  /** AWS: the Secrets Manager secret holding the JWT key and Stripe keys. */
  secretsArn?: string;
  /** AWS: the secret CloudFront's origin header comes from; when set, only CloudFront reaches the API. */
  originSecretArn?: string;
  /**
   * AWS: the SQS FIFO queue of PDF jobs; only the Lambdas that ask for PDFs (payments, the webhook, contracts)
   * are given it. Without it, those Lambdas make no PDF.
   */
  pdfQueueUrl?: string;
  /** Local: where the stand-ins and generated secrets live, and how PDFs are made. */
  local?: {
    dataDir: string;
    dynamodbEndpoint: string;
    s3Endpoint: string;
    stripeApiUrl: string;
    pdf: LocalPdfSettings;
  };
  /** The AWS SDK's retries and timeouts towards DynamoDB and S3 (see infrastructure/sdk-settings.ts). */
  sdk: SdkSettings;
  /** How long an access token's session may be taken as active without reading it again (ms). */
  sessionCheckCacheMs: number;
  /** log2 of scrypt's N for new password hashes (OWASP: 17). */
  passwordHashCost: number;
  loginLimits: {
    perAccountFailures: number;
    perAccountLockMinutes: number;
    perAddressFailures: number;
    perAddressWindowMinutes: number;
  };
  /**
   * Requests one client address may make to each public route that hashes a password or sends mail (register,
   * verify-email, resend-verification, forgot-password, reset-password) within a fixed window; more get 429.
   */
  mailRouteLimits: {
    perAddress: number;
    windowMinutes: number;
  };
  /** Mails of one kind (verification, reset) one PEC may receive in an hour; more are skipped silently. */
  mailQuotaPerHour: number;
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

export type Env = Record<string, string | undefined>;

/** Typed reads of environment variables; each problem is added to `problems`, to be thrown together. */
export const environmentReader = (env: Env, problems: string[]) => ({
  required(name: string): string {
    const value = env[name]?.trim();
    if (!value) problems.push(`${name} is missing`);
    return value ?? '';
  },
  optional(name: string): string | undefined {
    return env[name]?.trim() || undefined;
  },
  integer(name: string, fallback: number, minimum = 1): number {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < minimum)
      problems.push(`${name} must be an integer of at least ${minimum}`);
    return value;
  },
  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const raw = (env[name]?.trim() || fallback) as T;
    if (!allowed.includes(raw)) problems.push(`${name} must be one of ${allowed.join(', ')}`);
    return raw;
  },
});

/** Reads and validates the configuration; throws a ConfigError naming everything missing. */
export const loadConfig = (env: Env): AppConfig => {
  const problems: string[] = [];
  const read = environmentReader(env, problems);
  const runtime = read.oneOf<Runtime>('RUNTIME', ['aws', 'local'], 'aws');
  const tables = Object.fromEntries(TABLES.map((t) => [t.name, read.required(t.envVar)])) as Record<
    TableName,
    string
  >;
  const config: AppConfig = {
    runtime,
    stage: read.optional('STAGE') ?? 'local',
    region: read.optional('AWS_REGION') ?? 'eu-south-1',
    appUrl: read.required('APP_URL').replace(/\/+$/, ''),
    tables,
    buckets: { masters: read.required('BUCKET_MASTERS'), documents: read.required('BUCKET_DOCUMENTS') },
    mail: {
      transport: read.oneOf<MailTransport>(
        'MAIL_TRANSPORT',
        ['ses', 'smtp', 'outbox'],
        runtime === 'local' ? 'outbox' : 'ses',
      ),
      from: read.required('MAIL_FROM'),
      smtpUrl: read.optional('SMTP_URL'),
      smtpSecretArn: read.optional('SMTP_SECRET_ARN'),
      sesConfigurationSet: read.optional('SES_CONFIGURATION_SET'),
    },
    secretsArn: runtime === 'aws' ? read.required('SECRETS_ARN') : undefined,
    originSecretArn: read.optional('ORIGIN_SECRET_ARN'),
    pdfQueueUrl: read.optional('PDF_QUEUE_URL'),
    local:
      runtime === 'local'
        ? {
            dataDir: read.required('DATA_DIR'),
            dynamodbEndpoint: read.required('DYNAMODB_ENDPOINT'),
            s3Endpoint: read.required('S3_ENDPOINT'),
            stripeApiUrl: read.required('STRIPE_API_URL'),
            pdf: {
              converter: read.oneOf('PDF_CONVERTER', ['libreoffice', 'off'] as const, 'libreoffice'),
              soffice: read.optional('SOFFICE_PATH') ?? 'soffice',
              timeoutMs: read.integer('PDF_CONVERSION_TIMEOUT_MS', 60_000),
            },
          }
        : undefined,
    sdk: {
      maxAttempts: read.integer('SDK_MAX_ATTEMPTS', 3),
      connectionTimeoutMs: read.integer('SDK_CONNECTION_TIMEOUT_MS', 3000),
      requestTimeoutMs: read.integer('SDK_REQUEST_TIMEOUT_MS', 10000),
    },
    sessionCheckCacheMs: read.integer('SESSION_CHECK_CACHE_MS', 2000, 0),
    passwordHashCost: read.integer('PASSWORD_HASH_COST', 17),
    loginLimits: {
      perAccountFailures: read.integer('LOGIN_MAX_FAILURES_PER_ACCOUNT', 5),
      perAccountLockMinutes: read.integer('LOGIN_LOCK_MINUTES', 15),
      perAddressFailures: read.integer('LOGIN_MAX_FAILURES_PER_ADDRESS', 100),
      perAddressWindowMinutes: read.integer('LOGIN_ADDRESS_WINDOW_MINUTES', 15),
    },
    mailRouteLimits: {
      perAddress: read.integer('MAIL_ROUTE_MAX_PER_ADDRESS', 100),
      windowMinutes: read.integer('MAIL_ROUTE_WINDOW_MINUTES', 15),
    },
    mailQuotaPerHour: read.integer('MAIL_QUOTA_PER_HOUR', runtime === 'local' ? 100 : 5),
    logLevel: read.oneOf('LOG_LEVEL', ['debug', 'info', 'warn', 'error'] as const, 'info'),
    invoicing: loadInvoicingConfig(env, runtime === 'local', problems),
  };
  if (config.mail.transport === 'smtp' && !config.mail.smtpUrl && !config.mail.smtpSecretArn)
    problems.push('SMTP_URL or SMTP_SECRET_ARN is missing (MAIL_TRANSPORT=smtp)');
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
};
