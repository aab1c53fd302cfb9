import { TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { TransactItem } from './contract-items';

const MAX_ATTEMPTS = 6;

/**
 * Whether a transaction was cancelled only because another one touched the same items at the same time (busy
 * list counters): nothing was written and the same transaction may simply run again.
 */
const isConflictOnly = (error: unknown): boolean => {
  const { name, CancellationReasons } = (error ?? {}) as {
    name?: string;
    CancellationReasons?: { Code?: string }[];
  };
  if (name !== 'TransactionCanceledException') return false;
  const codes = (CancellationReasons ?? []).map((reason) => reason.Code);
  return codes.includes('TransactionConflict') && !codes.includes('ConditionalCheckFailed');
};

const pause = (attempt: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, (10 + Math.random() * 20) * 2 ** attempt));

/** Runs a transaction, running it again (with a growing random pause) when it only collided with another one. */
export const transactWrite = async (dynamo: DynamoDBDocumentClient, items: TransactItem[]): Promise<void> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await dynamo.send(new TransactWriteCommand({ TransactItems: items }));
      return;
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isConflictOnly(error)) throw error;
      await pause(attempt);
    }
  }
};
