import { BatchGetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

const BATCH_SIZE = 100;
const MAX_ROUNDS = 8;

/**
 * Reads items by id with BatchGet (100 at a time, retrying unprocessed keys); missing ones are left out.
 * `attributes`, when given, are the only ones read (`id` always is).
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
  const found = new Map<string, Record<string, unknown>>();
  const unique = [...new Set(ids)];
  for (let start = 0; start < unique.length; start += BATCH_SIZE) {
    let keys: Record<string, unknown>[] = unique.slice(start, start + BATCH_SIZE).map((id) => ({ id }));
    for (let round = 0; keys.length > 0; round += 1) {
      if (round === MAX_ROUNDS) throw new Error(`BatchGet on ${table} left keys unprocessed`);
      const { Responses, UnprocessedKeys } = await dynamo.send(
        new BatchGetCommand({
          RequestItems: { [table]: { Keys: keys, ConsistentRead: true, ...projection } },
        }),
      );
      for (const item of Responses?.[table] ?? []) found.set(String(item.id), item);
      keys = UnprocessedKeys?.[table]?.Keys ?? [];
      if (keys.length > 0) await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** round));
    }
  }
  return found;
};
