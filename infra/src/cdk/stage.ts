import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { contextReader } from './context-values';

/** A site name of our own instead of CloudFront's: its certificate must be in us-east-1. */
export interface CustomDomain {
  domainName: string;
  certificateArn: string;
}

/** A deployment stage, from CDK context: `-c stage=prod`. docs/deploying.md lists every key. */
export interface StageSettings {
  name: string;
  isProduction: boolean;
  /** `-c region=eu-south-1`; otherwise the region of the AWS profile in use. */
  region?: string;
  /** The sender of the product's mail; its domain must be verified in SES. */
  mailFrom: string;
  /** The domain of `mailFrom`: the SES identity the functions may send from. */
  mailFromDomain: string;
  /** When given, this stage creates the SES domain identity (one stage per account and region may). */
  mailDomain?: string;
  /** Optional: an address for alarm notifications. */
  alarmEmail?: string;
  customDomain?: CustomDomain;
  /** Source maps in the bundles and `--enable-source-maps` at runtime: slower cold starts, readable traces. */
  sourceMaps: boolean;
  deletionProtection: boolean;
  logRetention: RetentionDays;
  /** The HTTP API stage's steady rate (requests per second) and burst (docs/scaling.md, "Limits"). */
  apiThrottle: { rateLimit: number; burstLimit: number };
  /**
   * `-c accountConcurrency=<n>`: the AWS account's Lambda concurrency quota in the region (1000 by default), which
   * each area's reserved concurrency is a share of (constructs/area-functions.ts); 0 reserves none (a new account
   * whose quota is still 10 cannot reserve any).
   */
  accountConcurrency: number;
  /** `-c mailer=smtp`: send through an SMTP server (a PEC mailbox) whose settings are in a secret; SES otherwise. */
  mailer: 'ses' | 'smtp';
  /** `-c originSecretVersion=<VersionId>`: the origin secret's version CloudFront sends (after a rotation). */
  originSecretVersion?: string;
  /**
   * `-c converterImage=<repository>:<tag>` (or `@sha256:<digest>`): a PDF converter image already in this
   * account's ECR, instead of building infra/converter at deploy.
   */
  converterImage?: string;
}

const STAGE_NAME = /^[a-z][a-z0-9-]{0,19}$/;
const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** The domain of an address written as `a@b.it` or `Name <a@b.it>`. */
export const domainOfAddress = (address: string): string => {
  const domain = /@([^@\s<>]+)>?\s*$/.exec(address)?.[1]?.toLowerCase();
  if (!domain || !DOMAIN.test(domain)) throw new Error(`"${address}" is not a mail address with a domain`);
  return domain;
};

const readCustomDomain = (read: ReturnType<typeof contextReader>): CustomDomain | undefined => {
  const domainName = read.text('domainName')?.toLowerCase();
  const certificateArn = read.text('certificateArn');
  if (!domainName && !certificateArn) return undefined;
  if (!domainName || !certificateArn)
    throw new Error('Give both "domainName" and "certificateArn", or neither');
  if (!DOMAIN.test(domainName)) throw new Error(`Invalid domainName "${domainName}"`);
  if (!/^arn:aws:acm:us-east-1:\d{12}:certificate\/[\w-]+$/.test(certificateArn))
    throw new Error('certificateArn must be an ACM certificate in us-east-1 (CloudFront reads it there)');
  return { domainName, certificateArn };
};

const readLogRetention = (read: ReturnType<typeof contextReader>, isProduction: boolean): RetentionDays => {
  const days = read.positiveInteger('logRetentionDays', isProduction ? 90 : 30);
  if (!(Object.values(RetentionDays) as unknown[]).includes(days))
    throw new Error(`logRetentionDays ${days} is not a retention CloudWatch Logs offers (e.g. 30, 90, 365)`);
  return days as RetentionDays;
};

export const readStage = (scope: Construct): StageSettings => {
  const read = contextReader(scope);
  const name = read.text('stage') ?? 'dev';
  if (!STAGE_NAME.test(name))
    throw new Error(`Invalid stage name "${name}": lower-case letters, digits and dashes`);
  const isProduction = name === 'prod';
  const mailFrom = read.text('mailFrom') ?? 'Redigo <noreply@redigo.it>';
  const mailFromDomain = domainOfAddress(mailFrom);
  const mailDomain = read.text('mailDomain')?.toLowerCase();
  if (mailDomain && mailDomain !== mailFromDomain)
    throw new Error(`mailDomain "${mailDomain}" must be the domain of mailFrom "${mailFrom}"`);
  const region = read.text('region');
  if (region && !/^[a-z]{2}(-gov)?-[a-z]+-\d$/.test(region)) throw new Error(`Invalid region "${region}"`);
  // Thousands of firms at their busiest send a few hundred requests a second (docs/scaling.md, "Limits").
  const rateLimit = read.positiveInteger('apiRateLimit', 500);
  const accountConcurrency =
    read.text('accountConcurrency') === '0' ? 0 : read.positiveInteger('accountConcurrency', 1000);
  // Below 320, the areas' 66% would not leave Lambda's 100 unreserved and the converter's 10.
  if (accountConcurrency > 0 && accountConcurrency < 320)
    throw new Error(
      `accountConcurrency must be 0 (no reservations) or at least 320, not ${accountConcurrency}`,
    );
  const originSecretVersion = read.text('originSecretVersion');
  const mailer = read.text('mailer') ?? 'ses';
  if (mailer !== 'ses' && mailer !== 'smtp') throw new Error(`mailer must be ses or smtp, not "${mailer}"`);
  const converterImage = read.text('converterImage');
  if (
    converterImage &&
    !/^[a-z0-9][a-z0-9._/-]*(:[\w][\w.-]{0,127}|@sha256:[a-f0-9]{64})$/.test(converterImage)
  )
    throw new Error(
      `converterImage "${converterImage}" is not <repository>:<tag> or <repository>@sha256:<digest>`,
    );
  if (originSecretVersion && !/^[\w-]{32,64}$/.test(originSecretVersion))
    throw new Error(`originSecretVersion "${originSecretVersion}" is not a Secrets Manager VersionId`);
  return {
    name,
    isProduction,
    region,
    mailFrom,
    mailFromDomain,
    mailDomain,
    alarmEmail: read.text('alarmEmail'),
    customDomain: readCustomDomain(read),
    sourceMaps: read.flag('sourceMaps', false),
    deletionProtection: read.flag('deletionProtection', true),
    logRetention: readLogRetention(read, isProduction),
    apiThrottle: { rateLimit, burstLimit: read.positiveInteger('apiBurstLimit', rateLimit * 2) },
    accountConcurrency,
    originSecretVersion,
    mailer,
    converterImage,
  };
};
