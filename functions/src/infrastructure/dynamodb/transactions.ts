import {
  ConditionalCheckFailedException,
  TransactionCanceledException,
  type AttributeValue,
  type CancellationReason,
  type TransactWriteItem,
} from '@aws-sdk/client-dynamodb';
import {
  TransactWriteCommand,
  type DynamoDBDocumentClient,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { jitteredPause } from '../../ports/jittered-pause';

/** One item of a DocumentClient transaction (plain JavaScript values, not DynamoDB's attribute shapes). */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * An item as a refused write returned it (asked with `ReturnValuesOnConditionCheckFailure: 'ALL_OLD'`), in
 * DynamoDB's own attribute shapes (`{ S: '...' }`): the DocumentClient translates answers, not errors.
 */
export type ReturnedItem = Record<string, AttributeValue>;

/**
 * Why a write was refused:
 * - `condition-failed`: a condition of the write (or of an item of the transaction) did not hold; `failedItems` are
 *   the indexes of those items, `returnedItems` the item each of them found, by index, for those written with
 *   `ReturnValuesOnConditionCheckFailure: 'ALL_OLD'`. The caller maps it to its domain answer (already exists,
 *   already paid...).
 * - `conflict`: a transaction collided with another one on the same items and nothing was written; running the
 *   same transaction again is safe.
 * - `other`: anything else (throttling, validation, the network): the caller rethrows it.
 */
export type WriteRefusal =
  | { kind: 'condition-failed'; failedItems: number[]; returnedItems: ReadonlyMap<number, ReturnedItem> }
  | { kind: 'conflict' }
  | { kind: 'other' };

const nameOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null ? (error as { name?: unknown }).name?.toString() : undefined;

/** The items the failed conditions returned, by the index of their write. */
const returnedItemsOf = (reasons: CancellationReason[]): ReadonlyMap<number, ReturnedItem> =>
  new Map(
    reasons.flatMap((reason, index): [number, ReturnedItem][] =>
      reason.Code === 'ConditionalCheckFailed' && reason.Item ? [[index, reason.Item]] : [],
    ),
  );

/** The one place that reads a DynamoDB error as a refused condition, a conflict to retry, or something else. */
export const classifyWriteError = (error: unknown): WriteRefusal => {
  if (
    error instanceof ConditionalCheckFailedException ||
    nameOf(error) === 'ConditionalCheckFailedException'
  ) {
    const item = (error as ConditionalCheckFailedException).Item;
    return { kind: 'condition-failed', failedItems: [0], returnedItems: new Map(item ? [[0, item]] : []) };
  }
  if (!(error instanceof TransactionCanceledException) && nameOf(error) !== 'TransactionCanceledException') {
    return { kind: 'other' };
  }
  const reasons = (error as TransactionCanceledException).CancellationReasons ?? [];
  const failedItems = reasons.flatMap((reason, index) =>
    reason.Code === 'ConditionalCheckFailed' ? [index] : [],
  );
  if (failedItems.length > 0)
    return { kind: 'condition-failed', failedItems, returnedItems: returnedItemsOf(reasons) };
  if (reasons.some((reason) => reason.Code === 'TransactionConflict')) return { kind: 'conflict' };
  return { kind: 'other' };
};

/**
 * For a write refused by its conditions: the index of each item whose condition failed (`[0]` for a single write).
 * Undefined when the error is anything else, which the caller must then rethrow.
 */
export const failedConditions = (error: unknown): number[] | undefined => {
  const refusal = classifyWriteError(error);
  return refusal.kind === 'condition-failed' ? refusal.failedItems : undefined;
};

/** Whether a write was refused by one of its conditions (and by nothing else). */
export const isConditionFailure = (error: unknown): boolean =>
  classifyWriteError(error).kind === 'condition-failed';

const MAX_ATTEMPTS = 6;

/**
 * Runs a transaction, running it again (with a growing random pause) while it only collides with another one.
 * A refused condition or any other error is thrown as it came, for the caller to classify.
 */
export const transactWrite = async (
  dynamo: DynamoDBDocumentClient,
  items: TransactItem[] | TransactWriteItem[],
): Promise<void> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await dynamo.send(new TransactWriteCommand({ TransactItems: items as TransactItem[] }));
      return;
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || classifyWriteError(error).kind !== 'conflict') throw error;
      await jitteredPause(10 * 2 ** attempt, 30 * 2 ** attempt);
    }
  }
};
