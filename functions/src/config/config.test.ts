import { AREA_SETTINGS } from './area-settings';
import { loadConfig } from './config';
import { ConfigError } from './config-error';
import { TABLE_NAMES, tableEnvVar } from './table-names';

const common = {
  APP_URL: 'https://redigo.example/',
  MAIL_FROM: 'Redigo <noreply@redigo.example>',
  BUCKET_MASTERS: 'masters',
  BUCKET_DOCUMENTS: 'documents',
  ...Object.fromEntries(TABLE_NAMES.map((name) => [tableEnvVar(name), `t-${name}`])),
};
const seller = {
  SELLER_DENOMINAZIONE: 'Redigo S.r.l.',
  SELLER_PARTITA_IVA: '01234567897',
  SELLER_INDIRIZZO: 'Via Roma 1',
  SELLER_CAP: '00100',
  SELLER_COMUNE: 'Roma',
  SELLER_PROVINCIA: 'RM',
  SDI_SENDER_PEC: 'fatture@pec.redigo.example',
  SDI_SMTP_URL: 'smtps://u:p@smtp.pec.example:465',
};
const aws = {
  ...common,
  ...seller,
  RUNTIME: 'aws',
  SECRETS_ARN: 'arn:aws:secretsmanager:eu-south-1:1:secret:x',
  PDF_QUEUE_URL: 'https://sqs.eu-south-1.amazonaws.com/1/redigo-pdf-jobs.fifo',
  UPDATE_MAIL_QUEUE_URL: 'https://sqs.eu-south-1.amazonaws.com/1/redigo-update-mails',
};
const local = {
  ...common,
  RUNTIME: 'local',
  DATA_DIR: '/tmp/redigo',
  DYNAMODB_ENDPOINT: 'http://127.0.0.1:8000',
  DYNAMODB_ACCESS_KEY_ID: 'LOCALDYNAMO',
  DYNAMODB_SECRET_ACCESS_KEY: 'dynamo-secret',
  S3_ENDPOINT: 'http://127.0.0.1:4569',
  S3_ACCESS_KEY_ID: 'LOCALS3',
  S3_SECRET_ACCESS_KEY: 's3-secret',
  STRIPE_API_URL: 'http://127.0.0.1:3000',
};

describe('loadConfig', () => {
  it('allows 5 mails an hour per address on AWS and 100 locally, unless MAIL_QUOTA_PER_HOUR says otherwise', () => {
    expect(loadConfig(aws).mailQuotaPerHour).toBe(5);
    expect(loadConfig(local).mailQuotaPerHour).toBe(100);
    expect(loadConfig({ ...aws, MAIL_QUOTA_PER_HOUR: '20' }).mailQuotaPerHour).toBe(20);
    expect(loadConfig({ ...local, MAIL_QUOTA_PER_HOUR: '3' }).mailQuotaPerHour).toBe(3);
  });

  it('keeps at most 5000 contacts per lawyer, unless CONTACTS_MAX_PER_OWNER says otherwise', () => {
    expect(loadConfig(aws).contactsPerOwner).toBe(5000);
    expect(loadConfig({ ...local, CONTACTS_MAX_PER_OWNER: '3' }).contactsPerOwner).toBe(3);
    expect(() => loadConfig({ ...aws, CONTACTS_MAX_PER_OWNER: '0' })).toThrow(/CONTACTS_MAX_PER_OWNER/);
  });

  it('gives each account 300 requests every 10 seconds, unless ACCOUNT_RATE_LIMIT and ACCOUNT_RATE_WINDOW_SECONDS say otherwise', () => {
    expect(loadConfig(aws).accountRateLimit).toEqual({ perWindow: 300, windowSeconds: 10 });
    expect(
      loadConfig({ ...local, ACCOUNT_RATE_LIMIT: '5', ACCOUNT_RATE_WINDOW_SECONDS: '60' }).accountRateLimit,
    ).toEqual({ perWindow: 5, windowSeconds: 60 });
    expect(() => loadConfig({ ...aws, ACCOUNT_RATE_LIMIT: '0' })).toThrow(/ACCOUNT_RATE_LIMIT/);
    expect(() => loadConfig({ ...aws, ACCOUNT_RATE_WINDOW_SECONDS: 'molti' })).toThrow(
      /ACCOUNT_RATE_WINDOW_SECONDS/,
    );
  });

  it('names a MAIL_QUOTA_PER_HOUR that is not a whole number of at least 1', () => {
    expect(() => loadConfig({ ...aws, MAIL_QUOTA_PER_HOUR: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...aws, MAIL_QUOTA_PER_HOUR: 'tanti' })).toThrow(/MAIL_QUOTA_PER_HOUR/);
  });

  it('allows 100 requests per address to each mail route in 15 minutes, unless MAIL_ROUTE_* says otherwise', () => {
    expect(loadConfig(aws).mailRouteLimits).toEqual({ perAddress: 100, windowMinutes: 15 });
    const custom = { ...local, MAIL_ROUTE_MAX_PER_ADDRESS: '5', MAIL_ROUTE_WINDOW_MINUTES: '60' };
    expect(loadConfig(custom).mailRouteLimits).toEqual({ perAddress: 5, windowMinutes: 60 });
    expect(() => loadConfig({ ...aws, MAIL_ROUTE_MAX_PER_ADDRESS: '0' })).toThrow(
      /MAIL_ROUTE_MAX_PER_ADDRESS/,
    );
  });

  it('retries the SDK 3 times, giving up on a silent service after 3 s to connect or 10 s of silence', () => {
    expect(loadConfig(aws).sdk).toEqual({
      maxAttempts: 3,
      connectionTimeoutMs: 3000,
      requestTimeoutMs: 10000,
    });
    const quick = {
      ...local,
      SDK_MAX_ATTEMPTS: '1',
      SDK_CONNECTION_TIMEOUT_MS: '200',
      SDK_REQUEST_TIMEOUT_MS: '500',
    };
    expect(loadConfig(quick).sdk).toEqual({
      maxAttempts: 1,
      connectionTimeoutMs: 200,
      requestTimeoutMs: 500,
    });
  });

  it("reads and checks only the settings of a Lambda's area", () => {
    const { SELLER_PARTITA_IVA: _vat, SDI_SMTP_URL: _smtp, ...withoutSeller } = aws;
    expect(() => loadConfig(withoutSeller)).toThrow(/SELLER_PARTITA_IVA.*SDI_SMTP_URL/);
    expect(() => loadConfig(withoutSeller, AREA_SETTINGS.payments)).toThrow(/SELLER_PARTITA_IVA/);
    const { PDF_QUEUE_URL: _queue, ...withoutQueue } = aws;
    expect(() => loadConfig(withoutQueue, AREA_SETTINGS.contracts)).toThrow(/PDF_QUEUE_URL is missing/);
    expect(loadConfig(aws, AREA_SETTINGS.contracts).pdfQueueUrl).toBe(aws.PDF_QUEUE_URL);
    const { UPDATE_MAIL_QUEUE_URL: _mails, ...withoutMailQueue } = aws;
    expect(() => loadConfig(withoutMailQueue, AREA_SETTINGS.templates)).toThrow(
      /UPDATE_MAIL_QUEUE_URL is missing/,
    );
    expect(loadConfig(aws, AREA_SETTINGS.templates).updateMailQueueUrl).toBe(aws.UPDATE_MAIL_QUEUE_URL);
    const auth = loadConfig(
      {
        RUNTIME: 'aws',
        SECRETS_ARN: aws.SECRETS_ARN,
        APP_URL: aws.APP_URL,
        MAIL_FROM: aws.MAIL_FROM,
        TABLE_USERS: 'u',
        TABLE_TOKENS: 't',
        TABLE_THROTTLE: 'r',
      },
      AREA_SETTINGS.auth,
    );
    expect(auth.tables).toMatchObject({ users: 'u', tokens: 't', throttle: 'r' });
    expect(auth.mail.from).toBe(aws.MAIL_FROM);
  });

  it('refuses at once a setting outside the scope, naming it', () => {
    const categories = loadConfig(aws, AREA_SETTINGS.categories);
    expect(categories.tables.categories).toBe('t-categories');
    expect(() => categories.tables.contracts).toThrow(/TABLE_CONTRACTS is not among the settings/);
    expect(() => categories.buckets.masters).toThrow(/BUCKET_MASTERS/);
    expect(() => categories.invoicing).toThrow(ConfigError);
    expect(() => categories.mail).toThrow(/MAIL_/);
    expect(() => categories.loginLimits).toThrow(/LOGIN_/);
    expect(() => categories.pdfQueueUrl).toThrow(/PDF_QUEUE_URL is not among the settings/);
    expect(() => categories.updateMailQueueUrl).toThrow(/UPDATE_MAIL_QUEUE_URL is not among the settings/);
    expect(() => loadConfig({ ...aws, TABLE_CATEGORIES: '' }, AREA_SETTINGS.categories)).toThrow(
      /TABLE_CATEGORIES is missing/,
    );
  });
});
