import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { OneTimeTokenPurpose } from '../../../security/one-time-tokens';
import { queryAll, type Item } from '../query-all';

/**
 * The tokens table's items, each keyed by what it is: `session#<id>` (a login session), `refresh#<hash>` (a refresh
 * token), `<purpose>#<hash>` (a link token), and the attempt counters under the keys their callers choose.
 */
export const sessionItemId = (sessionId: string): string => `session#${sessionId}`;
export const refreshItemId = (hash: string): string => `refresh#${hash}`;
export const linkTokenItemId = (purpose: OneTimeTokenPurpose, hash: string): string => `${purpose}#${hash}`;

/** Every item of a user in the tokens table whose id starts with `prefix`, through the `by-user` index. */
export const userTokenItems = (
  dynamo: DynamoDBDocumentClient,
  table: string,
  userId: string,
  prefix: string,
): Promise<Item[]> =>
  queryAll(dynamo, {
    TableName: table,
    IndexName: 'by-user',
    KeyConditionExpression: 'userId = :userId AND begins_with(id, :prefix)',
    ExpressionAttributeValues: { ':userId': userId, ':prefix': prefix },
  });
