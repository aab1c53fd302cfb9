import { PutCommand, UpdateCommand, DeleteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { UpdateMailMarkers } from '../../../areas/update-mails';
import type { Clock } from '../../../ports/clock';
import { isConditionFailure } from '../transactions';

/** A claim older than this belongs to a consumer that died before sending: another may take it. */
export const STALE_CLAIM_MS = 10 * 60_000;

/** The id of the marker of one lawyer's buyers' mail of one version, beside the template. */
export const updateMailMarkerId = (templateId: string, version: number, userId: string): string =>
  `mailed#${templateId}#${version}#${userId}`;

/**
 * The markers of the buyers' mails in the templates table: `claimed` (with when) while a consumer sends it,
 * `sent` after. A claim is one conditional write: only one of two consumers racing gets it.
 */
export const createDynamoUpdateMailMarkers = (
  dynamo: DynamoDBDocumentClient,
  templatesTable: string,
  clock: Clock,
): UpdateMailMarkers => ({
  async claim(templateId, version, userId) {
    const now = clock.now().getTime();
    try {
      await dynamo.send(
        new PutCommand({
          TableName: templatesTable,
          Item: {
            id: updateMailMarkerId(templateId, version, userId),
            templateId,
            version,
            userId,
            state: 'claimed',
            claimedAt: now,
          },
          ConditionExpression: 'attribute_not_exists(id) OR (#state = :claimed AND claimedAt < :stale)',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':claimed': 'claimed', ':stale': now - STALE_CLAIM_MS },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  },
  async sent(templateId, version, userId) {
    await dynamo.send(
      new UpdateCommand({
        TableName: templatesTable,
        Key: { id: updateMailMarkerId(templateId, version, userId) },
        UpdateExpression: 'SET #state = :sent, sentAt = :now',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':sent': 'sent', ':now': clock.now().toISOString() },
      }),
    );
  },
  async release(templateId, version, userId) {
    await dynamo
      .send(
        new DeleteCommand({
          TableName: templatesTable,
          Key: { id: updateMailMarkerId(templateId, version, userId) },
          ConditionExpression: '#state = :claimed',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':claimed': 'claimed' },
        }),
      )
      .catch((error: unknown) => {
        if (!isConditionFailure(error)) throw error;
      });
  },
});
