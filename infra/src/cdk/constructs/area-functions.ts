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
        }).function;
        const resources = AREA_RESOURCES[area];
        for (const [name, access] of Object.entries(resources.tables)) {
          const table = props.tables[name as keyof typeof props.tables];
          if (access === 'readWrite') table.grantReadWriteData(fn);
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
