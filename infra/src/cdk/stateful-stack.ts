import { RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, Billing, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { BlockPublicAccess, Bucket, BucketEncryption, type IBucket } from 'aws-cdk-lib/aws-s3';
import { Secret, type ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { TABLES, type TableName } from '@redigo/functions/infrastructure/dynamodb/table-definitions';
import type { BucketName } from '@redigo/functions/config/config';
import type { StageSettings } from './stage';

export interface StatefulStackProps extends StackProps {
  stage: StageSettings;
}

/** What outlives any deployment of code: the tables, the document buckets and the secrets. All retained. */
export class StatefulStack extends Stack {
  readonly tables: Record<TableName, TableV2>;
  readonly buckets: Record<BucketName, IBucket>;
  readonly secret: ISecret;

  constructor(scope: Construct, id: string, props: StatefulStackProps) {
    super(scope, id, props);
    const { stage } = props;

    this.tables = Object.fromEntries(
      TABLES.map((definition) => {
        const table = new TableV2(this, `${definition.name}-table`, {
          tableName: `redigo-${stage.name}-${definition.name}`,
          partitionKey: { name: definition.partitionKey, type: AttributeType.STRING },
          billing: Billing.onDemand(),
          pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
          deletionProtection: stage.isProduction,
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

    const documentBucket = (name: BucketName): IBucket =>
      new Bucket(this, `${name}-bucket`, {
        blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
        encryption: BucketEncryption.S3_MANAGED,
        enforceSSL: true,
        versioned: true,
        removalPolicy: RemovalPolicy.RETAIN,
      });
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
  }
}
