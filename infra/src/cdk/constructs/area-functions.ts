import { AREAS, type Area } from '@redigo/shared/routes';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import { AREA_RESOURCES } from '../area-resources';
import { functionEnvironment, type EnvironmentInputs } from '../function-environment';
import { HouseFunction } from './house-function';

const MEMORY_BY_AREA: Partial<Record<Area, number>> = {
  auth: 1769,
  contracts: 1769,
  payments: 1769,
  templates: 1769,
  'stripe-webhook': 1769,
};

/** One Lambda per area, each granted only the tables, buckets and services its area uses. */
export class AreaFunctions extends Construct {
  readonly byArea: Record<Area, NodejsFunction>;

  constructor(scope: Construct, id: string, inputs: EnvironmentInputs) {
    super(scope, id);
    const environment = functionEnvironment(inputs);
    this.byArea = Object.fromEntries(
      AREAS.map((area) => {
        const fn = new HouseFunction(this, area, {
          entryName: area,
          environment,
          memorySize: MEMORY_BY_AREA[area] ?? 1024,
        }).function;
        const resources = AREA_RESOURCES[area];
        for (const [name, access] of Object.entries(resources.tables)) {
          const table = inputs.tables[name as keyof typeof inputs.tables];
          if (access === 'readWrite') table.grantReadWriteData(fn);
          else table.grantReadData(fn);
        }
        for (const [name, access] of Object.entries(resources.buckets)) {
          const bucket = inputs.buckets[name as keyof typeof inputs.buckets];
          if (access === 'readWrite') bucket.grantReadWrite(fn);
          else bucket.grantRead(fn);
        }
        inputs.secret.grantRead(fn);
        if (resources.sendsMail)
          fn.addToRolePolicy(
            new PolicyStatement({ actions: ['ses:SendEmail', 'ses:SendRawEmail'], resources: ['*'] }),
          );
        return [area, fn];
      }),
    ) as Record<Area, NodejsFunction>;
  }
}
