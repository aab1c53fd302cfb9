import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { PeopleDirectory } from '../../../areas/users';
import { batchGetByIds } from '../batch-get';
import { isUserItem } from './user-items';

/** Reads only the name fields of users, a batch at a time. */
export const createDynamoPeopleDirectory = (
  dynamo: DynamoDBDocumentClient,
  usersTable: string,
): PeopleDirectory => ({
  async namesOf(ids) {
    const found = await batchGetByIds(dynamo, usersTable, ids, ['listKey', 'name', 'surname']);
    return new Map(
      [...found.values()]
        .filter(isUserItem)
        .map((item) => [
          String(item.id),
          { id: String(item.id), name: String(item.name ?? ''), surname: String(item.surname ?? '') },
        ]),
    );
  },
});
