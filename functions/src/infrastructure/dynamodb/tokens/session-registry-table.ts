import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Clock } from '../../../ports/clock';
import type { SessionRegistry } from '../../../security/session-registry';
import { sessionItemId } from './token-items';

/**
 * Login sessions live in the tokens table as `session#<id>` items
 * `{ id, userId, createdAt, expiresAt (epoch s), revokedAt? }`. The table's name is read on the first check, so
 * that a Lambda whose routes sign nobody in (the Stripe webhook) never names it.
 */
export const createDynamoSessionRegistry = (
  dynamo: DynamoDBDocumentClient,
  tables: { tokens: string },
  clock: Clock,
): SessionRegistry => ({
  async isActive(sessionId) {
    const { Item } = await dynamo.send(
      new GetCommand({ TableName: tables.tokens, Key: { id: sessionItemId(sessionId) } }),
    );
    if (!Item || Item.revokedAt) return false;
    return Number(Item.expiresAt) * 1000 > clock.now().getTime();
  },
});
