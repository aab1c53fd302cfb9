import { GetCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { User } from '@redigo/shared/domain/user';
import {
  pecMarkerId,
  toUser,
  type UserRecord,
  type UserListFilter,
  type UserRepository,
} from '../../areas/users';

/** An address never has more characters (RFC 5321); a longer text (a login may send any) is no account's. */
const MAX_PEC_LENGTH = 254;

const LISTED_ATTRIBUTES = [
  'id',
  'name',
  'surname',
  'pec',
  'role',
  'status',
  'newsletter',
  'email_verified',
  'ordine',
  'codice_fiscale',
];

/** `#name = :name` conditions for the filters that are set. */
const filterExpression = (filter: UserListFilter) => {
  const names: Record<string, string> = { '#status': 'status' };
  const values: Record<string, unknown> = { ':list': 'USER', ':cancelled': 'cancellato' };
  const conditions = ['#status <> :cancelled'];
  for (const [field, value] of Object.entries(filter)) {
    if (value === undefined) continue;
    names[`#${field}`] = field;
    values[`:${field}`] = value;
    conditions.push(`#${field} = :${field}`);
  }
  return { names, values, expression: conditions.join(' AND ') };
};

export const createDynamoUserReads = (
  dynamo: DynamoDBDocumentClient,
  table: string,
): Pick<UserRepository, 'findById' | 'findByPec' | 'list'> => {
  const findById = async (id: string): Promise<UserRecord | undefined> => {
    const { Item } = await dynamo.send(
      new GetCommand({ TableName: table, Key: { id }, ConsistentRead: true }),
    );
    return Item && Item.listKey === 'USER' ? (Item as UserRecord) : undefined;
  };

  return {
    findById,

    async findByPec(pec) {
      if (pec.length > MAX_PEC_LENGTH) return undefined;
      const { Item } = await dynamo.send(
        new GetCommand({ TableName: table, Key: { id: pecMarkerId(pec) }, ConsistentRead: true }),
      );
      return Item ? findById(String(Item.userId)) : undefined;
    },

    async list(filter) {
      const { names, values, expression } = filterExpression(filter);
      for (const attribute of [...LISTED_ATTRIBUTES, 'createdAt']) names[`#${attribute}`] = attribute;
      const users: User[] = [];
      let startKey: Record<string, unknown> | undefined;
      do {
        const page = await dynamo.send(
          new QueryCommand({
            TableName: table,
            IndexName: 'by-list',
            KeyConditionExpression: 'listKey = :list',
            FilterExpression: expression,
            ProjectionExpression: [...LISTED_ATTRIBUTES, 'createdAt'].map((a) => `#${a}`).join(', '),
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: values,
            ScanIndexForward: false,
            ExclusiveStartKey: startKey,
          }),
        );
        users.push(...(page.Items ?? []).map((item) => toUser(item as UserRecord)));
        startKey = page.LastEvaluatedKey;
      } while (startKey);
      return users;
    },
  };
};
