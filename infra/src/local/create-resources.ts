import {
  BatchWriteItemCommand,
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  ResourceNotFoundException,
  ScanCommand,
  UpdateTimeToLiveCommand,
  type AttributeValue,
  type DynamoDBClient,
  type GlobalSecondaryIndexDescription,
  type TableDescription,
} from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, HeadBucketCommand, type S3Client } from '@aws-sdk/client-s3';
import { TABLES, type IndexDefinition, type TableDefinition } from '@redigo/functions/tables';

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
    ...(table.sortKey ? [table.sortKey] : []),
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
      KeySchema: [
        { AttributeName: table.partitionKey, KeyType: 'HASH' },
        ...(table.sortKey ? [{ AttributeName: table.sortKey, KeyType: 'RANGE' as const }] : []),
      ],
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

const indexesMatch = (table: TableDefinition, description: TableDescription): boolean => {
  const existing = description.GlobalSecondaryIndexes ?? [];
  return (
    existing.length === table.indexes.length &&
    table.indexes.every((wanted) =>
      existing.some((index) => index.IndexName === wanted.name && sameKeys(index, wanted)),
    )
  );
};

const scanAll = async (client: DynamoDBClient, name: string): Promise<Record<string, AttributeValue>[]> => {
  const items: Record<string, AttributeValue>[] = [];
  let start: Record<string, AttributeValue> | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName: name, ExclusiveStartKey: start }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
};

const writeAll = async (client: DynamoDBClient, name: string, items: Record<string, AttributeValue>[]) => {
  for (let first = 0; first < items.length; first += 25) {
    let requests = items.slice(first, first + 25).map((Item) => ({ PutRequest: { Item } }));
    while (requests.length > 0) {
      const { UnprocessedItems } = await client.send(
        new BatchWriteItemCommand({ RequestItems: { [name]: requests } }),
      );
      requests = (UnprocessedItems?.[name] ?? []) as typeof requests;
    }
  }
};

/**
 * Rebuilds a table whose indexes are not those of the definitions (a data folder written by an older version):
 * its items are read, the table is created anew with the current indexes, and the items are written back.
 * Local data is small, and DynamoDB Local's own index updates can stall for minutes under load.
 */
const rebuildTable = async (client: DynamoDBClient, table: TableDefinition, name: string): Promise<void> => {
  const items = await scanAll(client, name);
  await client.send(new DeleteTableCommand({ TableName: name }));
  await createTable(client, table, name);
  await writeAll(client, name, items);
};

/** Creates the tables of the shared definitions that don't exist yet and rebuilds those whose indexes changed. */
export const ensureTables = async (
  client: DynamoDBClient,
  physicalName: (table: TableDefinition) => string,
): Promise<void> => {
  for (const table of TABLES) {
    const name = physicalName(table);
    const description = await describe(client, name);
    if (!description) await createTable(client, table, name);
    else if (!indexesMatch(table, description)) await rebuildTable(client, table, name);
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
