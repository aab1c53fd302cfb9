import {
  CreateTableCommand,
  DescribeTableCommand,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  type DynamoDBClient,
  type GlobalSecondaryIndexDescription,
  type TableDescription,
} from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, HeadBucketCommand, type S3Client } from '@aws-sdk/client-s3';
import {
  TABLES,
  type IndexDefinition,
  type TableDefinition,
} from '@redigo/functions/infrastructure/dynamodb/table-definitions';

const describe = async (client: DynamoDBClient, name: string): Promise<TableDescription | undefined> => {
  try {
    return (await client.send(new DescribeTableCommand({ TableName: name }))).Table;
  } catch (error) {
    if (error instanceof ResourceNotFoundException || (error as Error).name === 'ResourceNotFoundException') {
      return undefined;
    }
    throw error;
  }
};

const keyAttributes = (table: TableDefinition): string[] => [
  ...new Set([
    table.partitionKey,
    ...table.indexes.flatMap((i) => [i.partitionKey, ...(i.sortKey ? [i.sortKey] : [])]),
  ]),
];

const attributeDefinitions = (table: TableDefinition) =>
  keyAttributes(table).map((attribute) => ({ AttributeName: attribute, AttributeType: 'S' as const }));

const indexSpecification = (index: IndexDefinition) => ({
  IndexName: index.name,
  KeySchema: [
    { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
    ...(index.sortKey ? [{ AttributeName: index.sortKey, KeyType: 'RANGE' as const }] : []),
  ],
  Projection: { ProjectionType: 'ALL' as const },
});

const createTable = async (client: DynamoDBClient, table: TableDefinition, name: string): Promise<void> => {
  await client.send(
    new CreateTableCommand({
      TableName: name,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: attributeDefinitions(table),
      KeySchema: [{ AttributeName: table.partitionKey, KeyType: 'HASH' }],
      GlobalSecondaryIndexes: table.indexes.length > 0 ? table.indexes.map(indexSpecification) : undefined,
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

const sameKeys = (existing: GlobalSecondaryIndexDescription, wanted: IndexDefinition): boolean => {
  const keys = existing.KeySchema ?? [];
  const hash = keys.find((k) => k.KeyType === 'HASH')?.AttributeName;
  const range = keys.find((k) => k.KeyType === 'RANGE')?.AttributeName;
  return hash === wanted.partitionKey && range === wanted.sortKey;
};

/** Waits until the table and its indexes are ACTIVE (DynamoDB refuses a change while another is under way). */
const waitUntilSettled = async (client: DynamoDBClient, name: string): Promise<void> => {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const table = await describe(client, name);
    const busy = (table?.GlobalSecondaryIndexes ?? []).some((index) => index.IndexStatus !== 'ACTIVE');
    if (table?.TableStatus === 'ACTIVE' && !busy) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Table ${name} did not settle after its index changes`);
};

/**
 * Brings an existing table's indexes in line with the definitions (data written by an older version keeps
 * working): indexes no longer defined, or defined with other keys, are dropped; missing ones are created.
 * DynamoDB changes one index per update.
 */
const reconcileIndexes = async (
  client: DynamoDBClient,
  table: TableDefinition,
  description: TableDescription,
): Promise<void> => {
  const name = description.TableName ?? '';
  const existing = description.GlobalSecondaryIndexes ?? [];
  for (const index of existing) {
    const wanted = table.indexes.find((candidate) => candidate.name === index.IndexName);
    if (wanted && sameKeys(index, wanted)) continue;
    await client.send(
      new UpdateTableCommand({
        TableName: name,
        GlobalSecondaryIndexUpdates: [{ Delete: { IndexName: index.IndexName } }],
      }),
    );
    await waitUntilSettled(client, name);
  }
  for (const index of table.indexes) {
    const current = existing.find((candidate) => candidate.IndexName === index.name);
    if (current && sameKeys(current, index)) continue;
    await client.send(
      new UpdateTableCommand({
        TableName: name,
        AttributeDefinitions: attributeDefinitions(table),
        GlobalSecondaryIndexUpdates: [{ Create: indexSpecification(index) }],
      }),
    );
    await waitUntilSettled(client, name);
  }
};

/** Creates the tables of the shared definitions that don't exist yet and updates the indexes of those that do. */
export const ensureTables = async (
  client: DynamoDBClient,
  physicalName: (table: TableDefinition) => string,
): Promise<void> => {
  for (const table of TABLES) {
    const name = physicalName(table);
    const description = await describe(client, name);
    if (description) await reconcileIndexes(client, table, description);
    else await createTable(client, table, name);
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
