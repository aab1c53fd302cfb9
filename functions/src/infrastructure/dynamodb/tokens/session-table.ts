import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Clock } from '../../../ports/clock';
import { epochSeconds } from '../../../security/epoch';
import type { RefreshTokenRecord, SessionStore } from '../../../security/session-store';
import { isConditionFailure, transactWrite } from '../transactions';
import { createDynamoSessionRegistry } from './session-registry-table';
import { refreshItemId, sessionItemId, userTokenItems } from './token-items';

/**
 * Sessions and refresh tokens in the tokens table: `session#<id>` (see session-registry-table.ts) and
 * `refresh#<hash>` `{ userId, sessionId, createdAt, expiresAt, usedAt? }`. Rotation is one transaction.
 */
export const createDynamoSessionStore = (
  dynamo: DynamoDBDocumentClient,
  table: string,
  clock: Clock,
): SessionStore => {
  const revoke = async (sessionId: string): Promise<void> => {
    try {
      await dynamo.send(
        new UpdateCommand({
          TableName: table,
          Key: { id: sessionItemId(sessionId) },
          UpdateExpression: 'SET revokedAt = :now',
          ConditionExpression: 'attribute_exists(id) AND attribute_not_exists(revokedAt)',
          ExpressionAttributeValues: { ':now': clock.now().toISOString() },
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  };

  return {
    ...createDynamoSessionRegistry(dynamo, { tokens: table }, clock),

    async start({ sessionId, userId, refreshTokenHash, expiresAt }) {
      const createdAt = clock.now().toISOString();
      const expiry = epochSeconds(expiresAt);
      await transactWrite(dynamo, [
        {
          Put: {
            TableName: table,
            Item: { id: sessionItemId(sessionId), userId, createdAt, expiresAt: expiry },
            ConditionExpression: 'attribute_not_exists(id)',
          },
        },
        {
          Put: {
            TableName: table,
            Item: {
              id: refreshItemId(refreshTokenHash),
              userId,
              sessionId,
              createdAt,
              expiresAt: expiry,
            },
            ConditionExpression: 'attribute_not_exists(id)',
          },
        },
      ]);
    },

    async findRefreshToken(hash) {
      const { Item } = await dynamo.send(
        new GetCommand({ TableName: table, Key: { id: refreshItemId(hash) }, ConsistentRead: true }),
      );
      if (!Item || typeof Item.sessionId !== 'string') return undefined;
      return {
        hash,
        userId: String(Item.userId),
        sessionId: Item.sessionId,
        expiresAt: Number(Item.expiresAt),
        ...(Item.usedAt ? { usedAt: String(Item.usedAt) } : {}),
      } satisfies RefreshTokenRecord;
    },

    async rotate(current, nextHash, expiresAt) {
      const now = clock.now();
      const values = { ':now': epochSeconds(now) };
      try {
        await transactWrite(dynamo, [
          {
            Update: {
              TableName: table,
              Key: { id: refreshItemId(current.hash) },
              UpdateExpression: 'SET usedAt = :usedAt',
              ConditionExpression: 'attribute_not_exists(usedAt) AND expiresAt > :now',
              ExpressionAttributeValues: { ...values, ':usedAt': now.toISOString() },
            },
          },
          {
            Put: {
              TableName: table,
              Item: {
                id: refreshItemId(nextHash),
                userId: current.userId,
                sessionId: current.sessionId,
                createdAt: now.toISOString(),
                expiresAt: epochSeconds(expiresAt),
              },
              ConditionExpression: 'attribute_not_exists(id)',
            },
          },
          {
            Update: {
              TableName: table,
              Key: { id: sessionItemId(current.sessionId) },
              UpdateExpression: 'SET expiresAt = :expiresAt',
              ConditionExpression:
                'attribute_exists(id) AND attribute_not_exists(revokedAt) AND expiresAt > :now',
              ExpressionAttributeValues: { ...values, ':expiresAt': epochSeconds(expiresAt) },
            },
          },
        ]);
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    revoke,

    async revokeAllOf(userId) {
      const prefix = sessionItemId('');
      const open = (await userTokenItems(dynamo, table, userId, prefix)).filter((item) => !item.revokedAt);
      await Promise.all(open.map((item) => revoke(String(item.id).slice(prefix.length))));
    },
  };
};
