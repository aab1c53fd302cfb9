import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, Billing, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  ObjectOwnership,
  type IBucket,
  type LifecycleRule,
} from 'aws-cdk-lib/aws-s3';
import { Secret, type ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { TABLES, type TableName } from '@redigo/functions/tables';
import type { BucketName } from '@redigo/functions/config/config';
import { createOriginSecret } from './origin-secret';
import { createSmtpSecret } from './smtp-secret';
import type { StageSettings } from './stage';
import { UPLOAD_PREFIX } from '@redigo/functions/ports/upload-area';

export interface StatefulStackProps extends StackProps {
  stage: StageSettings;
}

const ABORT_INCOMPLETE_UPLOADS: LifecycleRule = { abortIncompleteMultipartUploadAfter: Duration.days(7) };

/**
 * Lifecycle per bucket. Masters are replaced by new keys; an old version only matters for a year. Documents
 * are what lawyers paid for: every version is kept, so a mistaken deletion can always be undone.
 */
const LIFECYCLE: Record<BucketName, LifecycleRule[]> = {
  masters: [
    ABORT_INCOMPLETE_UPLOADS,
    { noncurrentVersionExpiration: Duration.days(365) },
    // Files browsers sent with presigned URLs and nobody completed: gone after a day, every version.
    { prefix: UPLOAD_PREFIX, expiration: Duration.days(1), noncurrentVersionExpiration: Duration.days(1) },
  ],
  documents: [ABORT_INCOMPLETE_UPLOADS],
};

/** What outlives any deployment of code: the tables, the document buckets and the secrets. All retained. */
export class StatefulStack extends Stack {
  readonly tables: Record<TableName, TableV2>;
  readonly buckets: Record<BucketName, IBucket>;
  /** The server access logs of the masters and documents buckets (who read or wrote which object, and when). */
  readonly accessLogs: IBucket;
  readonly secret: ISecret;
  /** The value CloudFront adds to every API request (`current`, and `previous` during a rotation). */
  readonly originSecret: ISecret;
  /** With `-c mailer=smtp`: the SMTP server's host, port and credentials. */
  readonly smtpSecret?: ISecret;

  constructor(scope: Construct, id: string, props: StatefulStackProps) {
    super(scope, id, { terminationProtection: props.stage.isProduction, ...props });
    const { stage } = props;

    this.tables = Object.fromEntries(
      TABLES.map((definition) => {
        const table = new TableV2(this, `${definition.name}-table`, {
          tableName: `redigo-${stage.name}-${definition.name}`,
          partitionKey: { name: definition.partitionKey, type: AttributeType.STRING },
          ...(definition.sortKey && { sortKey: { name: definition.sortKey, type: AttributeType.STRING } }),
          billing: Billing.onDemand(),
          pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
          deletionProtection: stage.deletionProtection,
          removalPolicy: RemovalPolicy.RETAIN,
          timeToLiveAttribute: definition.ttlAttribute,
          globalSecondaryIndexes: definition.indexes.map((index) => ({
            indexName: index.name,
            partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
            sortKey: index.sortKey ? { name: index.sortKey, type: AttributeType.STRING } : undefined,
          })),
        });
        return [definition.name, table];
      }),
    ) as Record<TableName, TableV2>;

    // S3 delivers the logs with the log-delivery ACL, which CDK sets on this bucket; kept two years, then gone.
    this.accessLogs = new Bucket(this, 'access-logs-bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      lifecycleRules: [ABORT_INCOMPLETE_UPLOADS, { expiration: Duration.days(730) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    const documentBucket = (name: BucketName): IBucket => {
      const bucket = new Bucket(this, `${name}-bucket`, {
        blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
        objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
        encryption: BucketEncryption.S3_MANAGED,
        enforceSSL: true,
        versioned: true,
        lifecycleRules: LIFECYCLE[name],
        removalPolicy: RemovalPolicy.RETAIN,
        serverAccessLogsBucket: this.accessLogs,
        serverAccessLogsPrefix: `${name}/`,
      });
      new CfnOutput(this, `${name}-bucket-name`, {
        key: `${name[0]?.toUpperCase()}${name.slice(1)}BucketName`,
        value: bucket.bucketName,
        description: `The ${name} bucket (retained when the stack is deleted)`,
      });
      return bucket;
    };
    this.buckets = { masters: documentBucket('masters'), documents: documentBucket('documents') };

    this.secret = new Secret(this, 'app-secrets', {
      secretName: `redigo/${stage.name}/app`,
      description:
        'JWT signing key and Stripe keys of Redigo; set the Stripe values after the first deployment.',
      generateSecretString: {
        secretStringTemplate: JSON.stringify({
          stripeSecretKey: 'sk_to_be_set',
          stripeWebhookSecret: 'whsec_to_be_set',
        }),
        generateStringKey: 'jwtSigningKey',
        passwordLength: 64,
        excludePunctuation: true,
      },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.originSecret = createOriginSecret(this, stage.name);
    if (stage.mailer === 'smtp') this.smtpSecret = createSmtpSecret(this, stage.name);
  }
}
