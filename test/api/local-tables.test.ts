import { randomBytes } from 'node:crypto';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
} from '@aws-sdk/client-dynamodb';
import { TABLES } from '@redigo/functions/infrastructure/dynamodb/table-definitions';
import { ensureTables } from '../../infra/src/local/create-resources';
import { sharedDynamoDb } from '../support/test-stack';

const client = new DynamoDBClient({ region: 'eu-south-1', ...sharedDynamoDb() });
afterAll(() => client.destroy());

const indexesOf = async (name: string) => {
  const { Table } = await client.send(new DescribeTableCommand({ TableName: name }));
  return (Table?.GlobalSecondaryIndexes ?? [])
    .map((index) => ({
      name: index.IndexName,
      keys: (index.KeySchema ?? []).map((key) => key.AttributeName),
    }))
    .sort((a, b) => String(a.name).localeCompare(String(b.name)));
};

const expectedIndexes = (tableName: string) =>
  (TABLES.find((table) => table.name === tableName)?.indexes ?? [])
    .map((index) => ({
      name: index.name,
      keys: [index.partitionKey, ...(index.sortKey ? [index.sortKey] : [])],
    }))
    .sort((a, b) => a.name.localeCompare(b.name));

describe('local table creation', () => {
  it('creates every table with its indexes, and is idempotent', async () => {
    const prefix = `c${randomBytes(4).toString('hex')}-`;
    await ensureTables(client, (table) => `${prefix}${table.name}`);
    await ensureTables(client, (table) => `${prefix}${table.name}`);
    for (const table of TABLES)
      expect(await indexesOf(`${prefix}${table.name}`)).toEqual(expectedIndexes(table.name));
  });

  it("rebuilds an older data folder's table with the current indexes, keeping its items", async () => {
    const prefix = `o${randomBytes(4).toString('hex')}-`;
    await client.send(
      new CreateTableCommand({
        TableName: `${prefix}contracts`,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [
          { AttributeName: 'id', AttributeType: 'S' },
          { AttributeName: 'ownerKey', AttributeType: 'S' },
          { AttributeName: 'createdAt', AttributeType: 'S' },
          { AttributeName: 'obsoleteKey', AttributeType: 'S' },
        ],
        KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
        GlobalSecondaryIndexes: [
          {
            IndexName: 'by-owner',
            KeySchema: [
              { AttributeName: 'ownerKey', KeyType: 'HASH' },
              { AttributeName: 'createdAt', KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          },
          {
            IndexName: 'obsolete',
            KeySchema: [{ AttributeName: 'obsoleteKey', KeyType: 'HASH' }],
            Projection: { ProjectionType: 'ALL' },
          },
        ],
      }),
    );
    const item = {
      id: { S: 'c-1' },
      ownerKey: { S: 'u-1' },
      createdAt: { S: '2026-01-01' },
      title: { S: 'NDA' },
    };
    await client.send(new PutItemCommand({ TableName: `${prefix}contracts`, Item: item }));

    await ensureTables(client, (table) => `${prefix}${table.name}`);

    expect(await indexesOf(`${prefix}contracts`)).toEqual(expectedIndexes('contracts'));
    const { Item } = await client.send(
      new GetItemCommand({ TableName: `${prefix}contracts`, Key: { id: item.id } }),
    );
    expect(Item).toEqual(item);
  });
});
