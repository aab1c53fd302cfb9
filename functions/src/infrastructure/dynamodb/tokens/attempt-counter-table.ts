import {
  BatchGetCommand,
  type BatchGetCommandInput,
  type BatchGetCommandOutput,
  DeleteCommand,
  PutCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { Clock } from '../../../ports/clock';
import type { AttemptCounters, CounterState } from '../../../security/attempt-counters';
import { epochSeconds } from '../../../security/epoch';
import { isConditionFailure } from '../transactions';

const stateOf = (item: Record<string, unknown> | undefined): CounterState => ({
  count: Number(item?.failures ?? 0),
  expiresAt: Number(item?.expiresAt ?? 0),
});

/**
 * Counters as items `{ id: <key>, failures, expiresAt }` in the tokens table. DynamoDB's TTL removes them
 * some time after expiry; until then an expired item is read as absent and restarted on the next failure.
 */
export const createDynamoAttemptCounters = (
  dynamo: DynamoDBDocumentClient,
  table: string,
  clock: Clock,
): AttemptCounters => ({
  async read(keys) {
    const now = epochSeconds(clock.now());
    const items: Record<string, unknown>[] = [];
    let request: BatchGetCommandInput['RequestItems'] = {
      [table]: { Keys: [...new Set(keys)].map((id) => ({ id })), ConsistentRead: true },
    };
    while (request && Object.keys(request).length > 0) {
      const answer: BatchGetCommandOutput = await dynamo.send(new BatchGetCommand({ RequestItems: request }));
      items.push(...(answer.Responses?.[table] ?? []));
      request = answer.UnprocessedKeys;
    }
    const live = items.filter((item) => Number(item.expiresAt) > now);
    return new Map(live.map((item) => [String(item.id), stateOf(item)]));
  },

  async increment(key, windowSeconds, sliding) {
    const now = epochSeconds(clock.now());
    const expiresAt = now + windowSeconds;
    // A live counter is added to; an expired one is restarted by a put that only one of many concurrent
    // callers wins (the others then add to the counter it started), so no burst can slip past a limit.
    for (;;) {
      try {
        const { Attributes } = await dynamo.send(
          new UpdateCommand({
            TableName: table,
            Key: { id: key },
            UpdateExpression: sliding
              ? 'ADD failures :one SET expiresAt = :expiresAt'
              : 'ADD failures :one SET expiresAt = if_not_exists(expiresAt, :expiresAt)',
            ConditionExpression: 'attribute_not_exists(id) OR expiresAt > :now',
            ExpressionAttributeValues: { ':one': 1, ':expiresAt': expiresAt, ':now': now },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return stateOf(Attributes);
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
      try {
        await dynamo.send(
          new PutCommand({
            TableName: table,
            Item: { id: key, failures: 1, expiresAt },
            ConditionExpression: 'expiresAt <= :now',
            ExpressionAttributeValues: { ':now': now },
          }),
        );
        return { count: 1, expiresAt };
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    }
  },

  async decrement(key) {
    try {
      await dynamo.send(
        new UpdateCommand({
          TableName: table,
          Key: { id: key },
          UpdateExpression: 'ADD failures :minusOne',
          ConditionExpression: 'failures > :zero AND expiresAt > :now',
          ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0, ':now': epochSeconds(clock.now()) },
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  },

  async set(key, count, ttlSeconds) {
    const expiresAt = epochSeconds(clock.now()) + ttlSeconds;
    await dynamo.send(new PutCommand({ TableName: table, Item: { id: key, failures: count, expiresAt } }));
  },

  async clear(keys) {
    await Promise.all(keys.map((id) => dynamo.send(new DeleteCommand({ TableName: table, Key: { id } }))));
  },
});
