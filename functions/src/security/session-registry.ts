import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Clock } from '../ports/clock';

/**
 * Login sessions live in the tokens table as `session#<id>` items
 * `{ id, userId, createdAt, expiresAt (epoch s), revokedAt? }`. An access token names its session, so
 * revoking the session (logout, suspension, password reset, refresh-token reuse) ends it at once.
 */
export const sessionItemId = (sessionId: string): string => `session#${sessionId}`;

export interface SessionRegistry {
  isActive(sessionId: string): Promise<boolean>;
}

export const createSessionRegistry = (
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
