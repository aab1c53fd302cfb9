import { BatchGetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

const BATCH_SIZE = 100;
const MAX_ROUNDS = 8;

type Key = Record<string, unknown>;

/**
 * Reads items by their full keys with BatchGet (100 at a time, retrying unprocessed keys); missing ones are left
 * out. `projection`, when given, limits the attributes read (it must name the key's).
 */
export const batchGetKeys = async (
  dynamo: DynamoDBDocumentClient,
  table: string,
  allKeys: Key[],
  projection?: { ProjectionExpression: string; ExpressionAttributeNames: Record<string, string> },
): Promise<Record<string, unknown>[]> => {
  const found: Record<string, unknown>[] = [];
  for (let start = 0; start < allKeys.length; start += BATCH_SIZE) {
    let keys = allKeys.slice(start, start + BATCH_SIZE);
    for (let round = 0; keys.length > 0; round += 1) {
      if (round === MAX_ROUNDS) throw new Error(`BatchGet on ${table} left keys unprocessed`);
      const { Responses, UnprocessedKeys } = await dynamo.send(
        new BatchGetCommand({
          RequestItems: { [table]: { Keys: keys, ConsistentRead: true, ...projection } },
        }),
      );
      found.push(...(Responses?.[table] ?? []));
      keys = UnprocessedKeys?.[table]?.Keys ?? [];
      if (keys.length > 0) await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** round));
    }
  }
  return found;
};

/**
 * Reads items by id (a table keyed by `id` alone); missing ones are left out. `attributes`, when given, are the
 * only ones read (`id` always is).
 */
export const batchGetByIds = async (
  dynamo: DynamoDBDocumentClient,
  table: string,
  ids: string[],
  attributes?: string[],
): Promise<Map<string, Record<string, unknown>>> => {
  const projection = attributes && {
    ProjectionExpression: ['id', ...attributes].map((_, index) => `#a${index}`).join(', '),
    ExpressionAttributeNames: Object.fromEntries(
      ['id', ...attributes].map((attribute, index) => [`#a${index}`, attribute]),
    ),
  };
  const keys = [...new Set(ids)].map((id) => ({ id }));
  const items = await batchGetKeys(dynamo, table, keys, projection);
  return new Map(items.map((item) => [String(item.id), item]));
};
