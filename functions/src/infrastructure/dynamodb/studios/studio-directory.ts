import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { titolariOf } from '../../../areas/studios';
import type { StudioDirectory } from '../../../ports/studio-directory';
import { createDynamoStudioRepository } from './studio-table';

/** The studios as the other areas read them: an account's membership, a studio's billing data and titolare. */
export const createDynamoStudioDirectory = (
  dynamo: DynamoDBDocumentClient,
  table: string,
): StudioDirectory => {
  const studios = createDynamoStudioRepository(dynamo, table);
  return {
    membershipOf: (userId) => studios.membershipOf(userId),
    async billingOf(studioId) {
      const studio = await studios.find(studioId);
      if (!studio) return undefined;
      return { studioId, billing: studio.billing, titolareId: titolariOf(studio)[0] ?? '' };
    },
  };
};
