import { PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Clock } from '../../../ports/clock';
import { epochSeconds } from '../../../security/epoch';
import type { OneTimeTokens } from '../../../security/one-time-tokens';
import { isConditionFailure } from '../transactions';
import { linkTokenItemId, userTokenItems } from './token-items';

/**
 * Link tokens in the tokens table: `<purpose>#<hash>` `{ userId, createdAt, expiresAt, usedAt?, verifiedAt? }`;
 * `verifiedAt` is the first use of a verification token, whose record then lives on (`expiresAt`, the table's
 * expiry) for the days its link may be opened again.
 */
export const createDynamoOneTimeTokens = (
  dynamo: DynamoDBDocumentClient,
  table: string,
  clock: Clock,
): OneTimeTokens => {
  const spendItem = async (id: string): Promise<string | undefined> => {
    const now = clock.now();
    try {
      const { Attributes } = await dynamo.send(
        new UpdateCommand({
          TableName: table,
          Key: { id },
          UpdateExpression: 'SET usedAt = :usedAt',
          ConditionExpression: 'attribute_exists(id) AND attribute_not_exists(usedAt) AND expiresAt > :now',
          ExpressionAttributeValues: { ':usedAt': now.toISOString(), ':now': epochSeconds(now) },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return typeof Attributes?.userId === 'string' ? Attributes.userId : undefined;
    } catch (error) {
      if (isConditionFailure(error)) return undefined;
      throw error;
    }
  };

  return {
    async save(purpose, hash, userId, expiresAt) {
      await dynamo.send(
        new PutCommand({
          TableName: table,
          Item: {
            id: linkTokenItemId(purpose, hash),
            userId,
            createdAt: clock.now().toISOString(),
            expiresAt: epochSeconds(expiresAt),
          },
          ConditionExpression: 'attribute_not_exists(id)',
        }),
      );
    },

    spend: (purpose, hash) => spendItem(linkTokenItemId(purpose, hash)),

    async spendVerification(hash, usedSince, keepUntil) {
      const now = clock.now();
      try {
        const { Attributes } = await dynamo.send(
          new UpdateCommand({
            TableName: table,
            Key: { id: linkTokenItemId('verify', hash) },
            UpdateExpression:
              'SET usedAt = if_not_exists(usedAt, :now), verifiedAt = if_not_exists(verifiedAt, :now), expiresAt = :keep',
            ConditionExpression:
              'attribute_exists(id) AND ((attribute_not_exists(usedAt) AND expiresAt > :epoch) OR verifiedAt > :since)',
            ExpressionAttributeValues: {
              ':now': now.toISOString(),
              ':epoch': epochSeconds(now),
              ':since': usedSince.toISOString(),
              ':keep': epochSeconds(keepUntil),
            },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return typeof Attributes?.userId === 'string' ? Attributes.userId : undefined;
      } catch (error) {
        if (isConditionFailure(error)) return undefined;
        throw error;
      }
    },

    async spendAllOf(purpose, userId) {
      const items = await userTokenItems(dynamo, table, userId, linkTokenItemId(purpose, ''));
      await Promise.all(items.filter((item) => !item.usedAt).map((item) => spendItem(String(item.id))));
    },
  };
};
