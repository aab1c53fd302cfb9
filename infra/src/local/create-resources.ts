import {
  CreateTableCommand,
  DescribeTableCommand,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, HeadBucketCommand, type S3Client } from '@aws-sdk/client-s3';
import { TABLES, type TableDefinition } from '@redigo/functions/infrastructure/dynamodb/table-definitions';

const tableExists = async (client: DynamoDBClient, name: string): Promise<boolean> => {
  try {
    await client.send(new DescribeTableCommand({ TableName: name }));
    return true;
  } catch (error) {
    if (error instanceof ResourceNotFoundException || (error as Error).name === 'ResourceNotFoundException')
      return false;
    throw error;
  }
};

const keyAttributes = (table: TableDefinition): string[] => [
  ...new Set([
    table.partitionKey,
    ...table.indexes.flatMap((i) => [i.partitionKey, ...(i.sortKey ? [i.sortKey] : [])]),
  ]),
];

const createTable = async (client: DynamoDBClient, table: TableDefinition, name: string): Promise<void> => {
  await client.send(
    new CreateTableCommand({
      TableName: name,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: keyAttributes(table).map((attribute) => ({
        AttributeName: attribute,
        AttributeType: 'S',
      })),
      KeySchema: [{ AttributeName: table.partitionKey, KeyType: 'HASH' }],
      GlobalSecondaryIndexes:
        table.indexes.length > 0
          ? table.indexes.map((index) => ({
              IndexName: index.name,
              KeySchema: [
                { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
                ...(index.sortKey ? [{ AttributeName: index.sortKey, KeyType: 'RANGE' as const }] : []),
              ],
              Projection: { ProjectionType: 'ALL' },
            }))
          : undefined,
    }),
  );
  if (table.ttlAttribute) {
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: name,
        TimeToLiveSpecification: { AttributeName: table.ttlAttribute, Enabled: true },
      }),
    );
  }
};

/** Creates the tables of the shared definitions that don't exist yet; existing ones keep their data. */
export const ensureTables = async (
  client: DynamoDBClient,
  physicalName: (table: TableDefinition) => string,
): Promise<void> => {
  for (const table of TABLES) {
    const name = physicalName(table);
    if (!(await tableExists(client, name))) await createTable(client, table, name);
  }
};

/** Creates the buckets that don't exist yet. */
export const ensureBuckets = async (s3: S3Client, buckets: string[]): Promise<void> => {
  for (const bucket of buckets) {
    try {
      await s3.send(new HeadBucketCommand({ Bucket: bucket }));
    } catch {
      await s3.send(new CreateBucketCommand({ Bucket: bucket }));
    }
  }
};
