import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { toUser, type UserListFilter, type UserRecord, type UserRepository } from '../../../areas/users';
import { queryAll } from '../query-all';
import { isUserItem, pecMarkerId, USER_LIST_KEY } from './user-items';

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
  const values: Record<string, unknown> = { ':list': USER_LIST_KEY, ':cancelled': 'cancellato' };
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
    return isUserItem(Item) ? (Item as unknown as UserRecord) : undefined;
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
      const items = await queryAll<UserRecord>(dynamo, {
        TableName: table,
        IndexName: 'by-list',
        KeyConditionExpression: 'listKey = :list',
        FilterExpression: expression,
        ProjectionExpression: [...LISTED_ATTRIBUTES, 'createdAt'].map((a) => `#${a}`).join(', '),
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ScanIndexForward: false,
      });
      return items.map(toUser);
    },
  };
};
