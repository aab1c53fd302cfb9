import type { Infrastructure } from '../../composition/infrastructure';
import { batchGetByIds } from '../../infrastructure/dynamodb/batch-get';

/** A template's creator as lists show it. */
export interface Person {
  id: string;
  name: string;
  surname: string;
}

/** Names of accounts by id (templates show their creator). */
export interface PeopleDirectory {
  /** The accounts that exist among `ids`, by id. */
  namesOf(ids: string[]): Promise<Map<string, Person>>;
}

/** Reads only the name fields of users, a batch at a time. */
export const createDynamoPeopleDirectory = (
  dynamo: Infrastructure['dynamo'],
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
