import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { MailRecipient } from '../../../areas/update-mails';
import { batchGetByIds } from '../batch-get';
import { isUserItem } from './user-items';

/** The name, PEC and status of some users, a batch at a time: whom a service mail goes to. */
export const createDynamoMailRecipients =
  (dynamo: DynamoDBDocumentClient, usersTable: string) =>
  async (userIds: string[]): Promise<Map<string, MailRecipient>> => {
    const found = await batchGetByIds(dynamo, usersTable, userIds, [
      'listKey',
      'name',
      'surname',
      'pec',
      'status',
    ]);
    return new Map(
      [...found.values()]
        .filter(isUserItem)
        .filter((item) => typeof item.pec === 'string')
        .map((item) => [
          String(item.id),
          {
            name: String(item.name ?? ''),
            surname: String(item.surname ?? ''),
            pec: String(item.pec),
            status: String(item.status ?? ''),
          },
        ]),
    );
  };
