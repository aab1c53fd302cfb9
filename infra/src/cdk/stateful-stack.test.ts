import { Match, Template } from 'aws-cdk-lib/assertions';
import { TABLES } from '@redigo/functions/infrastructure/dynamodb/table-definitions';
import { buildTestStacks } from './test-support/test-app';

describe('stateful stack', () => {
  const template = Template.fromStack(buildTestStacks().stateful);

  it('creates every table of the shared definitions, on demand, with PITR, retained', () => {
    template.resourceCountIs('AWS::DynamoDB::GlobalTable', TABLES.length);
    for (const table of TABLES) {
      template.hasResource('AWS::DynamoDB::GlobalTable', {
        DeletionPolicy: 'Retain',
        Properties: Match.objectLike({
          TableName: `redigo-test-${table.name}`,
          BillingMode: 'PAY_PER_REQUEST',
          KeySchema: [{ AttributeName: table.partitionKey, KeyType: 'HASH' }],
          Replicas: [
            Match.objectLike({ PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true } }),
          ],
          ...(table.ttlAttribute
            ? { TimeToLiveSpecification: { AttributeName: table.ttlAttribute, Enabled: true } }
            : {}),
          ...(table.indexes.length > 0
            ? {
                GlobalSecondaryIndexes: table.indexes.map((index) =>
                  Match.objectLike({ IndexName: index.name }),
                ),
              }
            : {}),
        }),
      });
    }
  });

  it('keeps the document buckets private, encrypted, versioned and retained', () => {
    const buckets = template.findResources('AWS::S3::Bucket');
    expect(Object.keys(buckets)).toHaveLength(2);
    for (const bucket of Object.values(buckets)) {
      expect(bucket.DeletionPolicy).toBe('Retain');
      expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(bucket.Properties.VersioningConfiguration).toEqual({ Status: 'Enabled' });
      expect(bucket.Properties.BucketEncryption).toBeDefined();
    }
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it('generates the JWT key inside the application secret', () => {
    template.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: Match.objectLike({ GenerateStringKey: 'jwtSigningKey' }),
    });
  });
});
