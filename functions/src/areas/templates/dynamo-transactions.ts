import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * For a transaction refused by its conditions: the index of each item whose condition failed. Undefined when the
 * error is not such a refusal (it must then be rethrown).
 */
export const failedConditions = (error: unknown): number[] | undefined => {
  const canceled =
    error instanceof TransactionCanceledException ||
    (error as { name?: string } | undefined)?.name === 'TransactionCanceledException';
  if (!canceled) return undefined;
  const reasons = (error as TransactionCanceledException).CancellationReasons ?? [];
  const failed = reasons.flatMap((reason, index) =>
    reason.Code === 'ConditionalCheckFailed' ? [index] : [],
  );
  return failed.length > 0 ? failed : undefined;
};

/** Whether a single conditional write was refused by its condition. */
export const isConditionalCheckFailure = (error: unknown): boolean =>
  error instanceof ConditionalCheckFailedException ||
  (error as { name?: string } | undefined)?.name === 'ConditionalCheckFailedException';

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
