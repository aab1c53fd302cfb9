import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { MemberAccount, MemberAccounts } from '../../../areas/studios';
import { batchGetByIds } from '../batch-get';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The studio members' names and PECs from the users table, strongly consistent. */
export const createDynamoMemberAccounts = (
  dynamo: DynamoDBDocumentClient,
  usersTable: string,
): MemberAccounts => ({
  async accountsOf(userIds) {
    const found = await batchGetByIds(dynamo, usersTable, userIds, ['name', 'surname', 'pec']);
    return new Map(
      [...found].map(([id, item]): [string, MemberAccount] => [
        id,
        { name: text(item.name), surname: text(item.surname), pec: text(item.pec) },
      ]),
    );
  },
});
