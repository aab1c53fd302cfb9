import { AREAS, type Area } from '@redigo/shared/routes';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { AREA_RESOURCES, type BucketAccess } from '../area-resources';
import { functionEnvironment, type EnvironmentInputs } from '../function-environment';
import { HouseFunction } from './house-function';
import type { MailSending } from './mail-sending';

/** One vCPU: scrypt, the document engine and Stripe's calls are CPU-bound; the rest is light. */
const MEMORY_BY_AREA: Partial<Record<Area, number>> = {
  auth: 1769,
  contracts: 1769,
  payments: 1769,
  templates: 1769,
  'stripe-webhook': 1769,
};

/**
 * Each area's reserved concurrency, as a share of the account's quota (docs/scaling.md, "Limits"): no area can take
 * the others' capacity, and the largest shares go where a lawyer waits longest (the questionnaire and the
 * documents, sign-in's password hashing, the purchase). 68% reserved, the rest left to the PDF converter (10
 * at most, constructs/pdf-conversion.ts) and to Lambda's own minimum of 100 unreserved.
 */
export const RESERVED_CONCURRENCY_SHARE: Record<Area, number> = {
  contracts: 0.25,
  auth: 0.08,
  payments: 0.08,
  templates: 0.05,
  'stripe-webhook': 0.04,
  contacts: 0.04,
  users: 0.03,
  categories: 0.03,
  invoices: 0.03,
  'client-links': 0.03,
  studios: 0.03,
};

/** The reserved concurrency of `area` for an account quota of `accountConcurrency` (none when 0). */
const reservedConcurrencyOf = (area: Area, accountConcurrency: number): number | undefined =>
  accountConcurrency > 0 ? Math.floor(RESERVED_CONCURRENCY_SHARE[area] * accountConcurrency) : undefined;

export interface AreaFunctionsProps extends EnvironmentInputs {
  mail: MailSending;
}

/**
 * Deleting an object of a versioned bucket leaves a delete marker: `s3:DeleteObject` only, never
 * `s3:DeleteObjectVersion`, so a mistaken deletion can be undone.
 */
const grantBucket = (fn: IGrantable, bucket: IBucket, access: BucketAccess): void => {
  bucket.grantRead(fn);
  if (access === 'read') return;
  bucket.grantPut(fn);
  if (access === 'readWrite')
    fn.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['s3:DeleteObject'], resources: [bucket.arnForObjects('*')] }),
    );
};

/** One Lambda per area, each granted only the tables, buckets and services its area uses. */
export class AreaFunctions extends Construct {
  readonly byArea: Record<Area, NodejsFunction>;

  constructor(scope: Construct, id: string, props: AreaFunctionsProps) {
    super(scope, id);
    const environment = functionEnvironment(props);
    this.byArea = Object.fromEntries(
      AREAS.map((area) => {
        const fn = new HouseFunction(this, area, {
          area,
          environment,
          logRetention: props.stage.logRetention,
          sourceMaps: props.stage.sourceMaps,
          memorySize: MEMORY_BY_AREA[area] ?? 1024,
          reservedConcurrency: reservedConcurrencyOf(area, props.stage.accountConcurrency),
        }).function;
        const resources = AREA_RESOURCES[area];
        for (const [name, access] of Object.entries(resources.tables)) {
          const table = props.tables[name as keyof typeof props.tables];
          if (access === 'readWrite') table.grantReadWriteData(fn);
          else if (access === 'count') table.grant(fn, 'dynamodb:UpdateItem');
          else table.grantReadData(fn);
        }
        for (const [name, access] of Object.entries(resources.buckets))
          grantBucket(fn, props.buckets[name as keyof typeof props.buckets], access);
        props.secret.grantRead(fn);
        props.originSecret.grantRead(fn);
        if (resources.sendsMail && props.smtpSecret) props.smtpSecret.grantRead(fn);
        else if (resources.sendsMail) props.mail.grantSend(fn);
        return [area, fn];
      }),
    ) as Record<Area, NodejsFunction>;
  }
}
