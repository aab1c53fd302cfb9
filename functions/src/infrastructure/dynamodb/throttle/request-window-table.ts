import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { RequestWindows } from '../../../security/account-rate-limit';
import { isConditionFailure } from '../transactions';

/**
 * Request counters as items `{ id: <key>, hits, expiresAt }` in the throttle table, whose TTL removes them once
 * their window is over. Counting is one UpdateItem, conditional on the counter being under the limit: no read, and
 * however many requests arrive at once, at most `limit` are counted. A refused request writes nothing (but
 * DynamoDB still bills the failed condition as one write). `table` is read when first used, so that a Lambda
 * without authenticated routes (the Stripe webhook) needs no throttle table.
 */
export const createDynamoRequestWindows = (
  dynamo: DynamoDBDocumentClient,
  table: () => string,
): RequestWindows => ({
  async take(key, limit, expiresAt) {
    try {
      await dynamo.send(
        new UpdateCommand({
          TableName: table(),
          Key: { id: key },
          UpdateExpression: 'ADD hits :one SET expiresAt = if_not_exists(expiresAt, :expiresAt)',
          ConditionExpression: 'attribute_not_exists(hits) OR hits < :limit',
          ExpressionAttributeValues: { ':one': 1, ':limit': limit, ':expiresAt': expiresAt },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  },
});
