import { RemovalPolicy, SecretValue } from 'aws-cdk-lib';
import { Secret, type ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';

/**
 * The origin secret `redigo/<stage>/origin`: `{"current": "…"}`, generated at creation. CloudFront sends
 * `current` to the API in a header; the functions accept `current` and `previous` (docs/deploying.md shows
 * the rotation).
 */
export const createOriginSecret = (scope: Construct, stageName: string): ISecret =>
  new Secret(scope, 'origin-secret', {
    secretName: `redigo/${stageName}/origin`,
    description: 'The header value by which the Redigo API knows a request came through CloudFront',
    generateSecretString: {
      secretStringTemplate: '{}',
      generateStringKey: 'current',
      passwordLength: 48,
      excludePunctuation: true,
    },
    removalPolicy: RemovalPolicy.RETAIN,
  });

/**
 * The value CloudFront puts in the header: a CloudFormation dynamic reference, resolved at deployment, never
 * in the template. `versionId` (context `originSecretVersion`) pins the version written by a rotation, so the
 * deployment that follows it changes the template and CloudFront is given the new value.
 */
export const originHeaderValue = (secret: ISecret, versionId?: string): string =>
  SecretValue.secretsManager(secret.secretArn, { jsonField: 'current', versionId }).unsafeUnwrap();
