import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';

const CONDITION_FAILURES = new Set(['ConditionalCheckFailedException', 'TransactionCanceledException']);

/** Whether a DynamoDB write was refused by its condition (or a transaction by one of its conditions). */
export const isConditionFailure = (error: unknown): boolean =>
  error instanceof ConditionalCheckFailedException ||
  error instanceof TransactionCanceledException ||
  CONDITION_FAILURES.has((error as { name?: string } | undefined)?.name ?? '');
