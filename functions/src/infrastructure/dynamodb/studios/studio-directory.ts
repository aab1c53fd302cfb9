import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { StudioDirectory } from '../../../ports/studio-directory';
import { fromMemberItem, fromStudioItem, memberItemId, studioItemId } from './studio-items';

/**
 * The studios as the other areas read them: an account's membership, a studio's billing data and titolare. Reads
 * only, consistent, on the items' layout (studio-items.ts): the contracts', contacts', payments' and templates'
 * Lambdas bundle this, never the studio area's writes (studio-table.ts).
 */
export const createDynamoStudioDirectory = (
  dynamo: DynamoDBDocumentClient,
  table: string,
): StudioDirectory => {
  const get = async (id: string) =>
    (await dynamo.send(new GetCommand({ TableName: table, Key: { id }, ConsistentRead: true }))).Item;
  return {
    membershipOf: async (userId) => fromMemberItem(await get(memberItemId(userId))),
    async billingOf(studioId) {
      const studio = fromStudioItem(await get(studioItemId(studioId)));
      if (!studio) return undefined;
      // The first titolare, oldest member first (areas/studios' titolariOf, not imported: it would bring the area).
      const [first] = Object.entries(studio.members)
        .filter(([, member]) => member.role === 'titolare')
        .sort(([, a], [, b]) => a.joinedAt.localeCompare(b.joinedAt));
      return { studioId, billing: studio.billing, titolareId: first?.[0] ?? '' };
    },
  };
};
