import { Match, Template } from 'aws-cdk-lib/assertions';
import { TABLES } from '@redigo/functions/tables';
import { buildStatefulTestStack } from './test-support/test-app';

describe('stateful stack', () => {
  const template = Template.fromStack(buildStatefulTestStack());

  it('creates every table of the shared definitions: on demand, PITR, deletion protection, retained', () => {
    template.resourceCountIs('AWS::DynamoDB::GlobalTable', TABLES.length);
    for (const table of TABLES) {
      template.hasResource('AWS::DynamoDB::GlobalTable', {
        DeletionPolicy: 'Retain',
        UpdateReplacePolicy: 'Retain',
        Properties: Match.objectLike({
          TableName: `redigo-test-${table.name}`,
          BillingMode: 'PAY_PER_REQUEST',
          KeySchema: [
            { AttributeName: table.partitionKey, KeyType: 'HASH' },
            ...(table.sortKey ? [{ AttributeName: table.sortKey, KeyType: 'RANGE' }] : []),
          ],
          Replicas: [
            Match.objectLike({
              PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
              DeletionProtectionEnabled: true,
            }),
          ],
          ...(table.ttlAttribute
            ? { TimeToLiveSpecification: { AttributeName: table.ttlAttribute, Enabled: true } }
            : {}),
          ...(table.indexes.length > 0
            ? {
                GlobalSecondaryIndexes: table.indexes.map((index) =>
                  Match.objectLike({
                    IndexName: index.name,
                    KeySchema: [
                      { AttributeName: index.partitionKey, KeyType: 'HASH' },
                      ...(index.sortKey ? [{ AttributeName: index.sortKey, KeyType: 'RANGE' }] : []),
                    ],
                  }),
                ),
              }
            : {}),
        }),
      });
    }
  });

  it("keeps a lawyer's address book in one partition, read in the order of its items' keys", () => {
    template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      TableName: 'redigo-test-contacts',
      KeySchema: [
        { AttributeName: 'ownerId', KeyType: 'HASH' },
        { AttributeName: 'key', KeyType: 'RANGE' },
      ],
      AttributeDefinitions: Match.arrayWith([
        { AttributeName: 'ownerId', AttributeType: 'S' },
        { AttributeName: 'key', AttributeType: 'S' },
      ]),
    });
  });

  it('keeps the document buckets private, encrypted, versioned, TLS-only and retained', () => {
    const buckets = Object.fromEntries(
      Object.entries(template.findResources('AWS::S3::Bucket')).filter(
        ([id]) => !id.startsWith('accesslogs'),
      ),
    );
    expect(Object.keys(buckets)).toHaveLength(2);
    for (const [logicalId, bucket] of Object.entries(buckets)) {
      expect(bucket.DeletionPolicy).toBe('Retain');
      expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(bucket.Properties.VersioningConfiguration).toEqual({ Status: 'Enabled' });
      expect(bucket.Properties.BucketEncryption).toBeDefined();
      expect(bucket.Properties.OwnershipControls).toEqual({
        Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }],
      });
      template.hasResourceProperties('AWS::S3::BucketPolicy', {
        Bucket: { Ref: logicalId },
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          ]),
        },
      });
    }
  });

  it('logs every request to the document buckets into a private, TLS-only log bucket kept two years', () => {
    const buckets = template.findResources('AWS::S3::Bucket');
    const [logsId, logs] = Object.entries(buckets).find(([id]) => id.startsWith('accesslogs')) ?? [];
    expect(logs?.DeletionPolicy).toBe('Retain');
    expect(logs?.Properties.AccessControl).toBe('LogDeliveryWrite');
    expect(logs?.Properties.LifecycleConfiguration.Rules).toContainEqual(
      expect.objectContaining({ ExpirationInDays: 730, Status: 'Enabled' }),
    );
    for (const name of ['masters', 'documents']) {
      const [, bucket] = Object.entries(buckets).find(([id]) => id.startsWith(`${name}bucket`)) ?? [];
      expect(bucket?.Properties.LoggingConfiguration).toEqual({
        DestinationBucketName: { Ref: logsId },
        LogFilePrefix: `${name}/`,
      });
    }
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: logsId },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it('never expires a version of a purchased document, and drops old master versions after a year', () => {
    const rules = Object.entries(template.findResources('AWS::S3::Bucket')).map(
      ([logicalId, bucket]) => [logicalId, bucket.Properties.LifecycleConfiguration.Rules] as const,
    );
    const [, documents] = rules.find(([id]) => id.startsWith('documentsbucket')) ?? [];
    const [, masters] = rules.find(([id]) => id.startsWith('mastersbucket')) ?? [];
    expect(JSON.stringify(documents)).not.toContain('NoncurrentVersionExpiration');
    expect(masters).toContainEqual(
      expect.objectContaining({ NoncurrentVersionExpiration: { NoncurrentDays: 365 }, Status: 'Enabled' }),
    );
  });

  it('generates the JWT key inside the application secret, retained', () => {
    template.hasResource('AWS::SecretsManager::Secret', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        Name: 'redigo/test/app',
        GenerateSecretString: Match.objectLike({ GenerateStringKey: 'jwtSigningKey' }),
      }),
    });
  });

  it('turns on termination protection for production only', () => {
    expect(buildStatefulTestStack({ stage: 'prod' }).terminationProtection).toBe(true);
    expect(buildStatefulTestStack().terminationProtection).toBe(false);
  });
});
