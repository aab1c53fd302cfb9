import type { PeopleDirectory } from '../../areas/users';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { batchGetByIds } from './batch-get';

/** Reads only the name fields of users, a batch at a time. */
export const createDynamoPeopleDirectory = (
  dynamo: DynamoDBDocumentClient,
  usersTable: string,
): PeopleDirectory => ({
  async namesOf(ids) {
    const found = await batchGetByIds(dynamo, usersTable, ids, ['listKey', 'name', 'surname']);
    return new Map(
      [...found.values()]
        .filter((item) => item.listKey === 'USER')
        .map((item) => [
          String(item.id),
          { id: String(item.id), name: String(item.name ?? ''), surname: String(item.surname ?? '') },
        ]),
    );
  },
});
