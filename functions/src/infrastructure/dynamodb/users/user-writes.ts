import { UpdateCommand, type DynamoDBDocumentClient, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { DuplicatePecError, type UserRepository } from '../../../areas/users';
import { isConditionFailure, transactWrite } from '../transactions';
import { pecMarkerId, USER_LIST_KEY, userItem } from './user-items';

type Writes = Pick<
  UserRepository,
  'create' | 'markEmailVerified' | 'changeStatus' | 'setPasswordHash' | 'setNewsletter'
>;

export const createDynamoUserWrites = (dynamo: DynamoDBDocumentClient, table: string): Writes => {
  /** A conditional update of one user: false when its condition does not hold. */
  const update = async (
    id: string,
    input: Omit<UpdateCommandInput, 'TableName' | 'Key'>,
  ): Promise<boolean> => {
    try {
      await dynamo.send(new UpdateCommand({ TableName: table, Key: { id }, ...input }));
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  };

  return {
    async create(record) {
      const user = userItem(record);
      try {
        await transactWrite(dynamo, [
          {
            Put: {
              TableName: table,
              Item: { id: pecMarkerId(record.pec), userId: record.id },
              ConditionExpression: 'attribute_not_exists(id)',
            },
          },
          { Put: { TableName: table, Item: user, ConditionExpression: 'attribute_not_exists(id)' } },
        ]);
      } catch (error) {
        if (isConditionFailure(error)) throw new DuplicatePecError();
        throw error;
      }
    },

    markEmailVerified: (id, at) =>
      update(id, {
        UpdateExpression: 'SET email_verified = :true, updatedAt = :at',
        ConditionExpression: 'listKey = :list AND email_verified = :false',
        ExpressionAttributeValues: { ':true': true, ':false': false, ':at': at, ':list': USER_LIST_KEY },
      }),

    changeStatus: (id, from, to, at) =>
      update(id, {
        UpdateExpression: 'SET #status = :to, updatedAt = :at',
        ConditionExpression: 'listKey = :list AND #status = :from',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':from': from, ':to': to, ':at': at, ':list': USER_LIST_KEY },
      }),

    async setPasswordHash(id, passwordHash, at) {
      await update(id, {
        UpdateExpression: 'SET passwordHash = :hash, updatedAt = :at',
        ConditionExpression: 'listKey = :list',
        ExpressionAttributeValues: { ':hash': passwordHash, ':at': at, ':list': USER_LIST_KEY },
      });
    },

    setNewsletter: (id, newsletter, consents, at) =>
      update(id, {
        UpdateExpression: 'SET newsletter = :newsletter, consents = :consents, updatedAt = :at',
        ConditionExpression: 'listKey = :list AND #status <> :cancelled',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':newsletter': newsletter,
          ':consents': consents,
          ':at': at,
          ':list': USER_LIST_KEY,
          ':cancelled': 'cancellato',
        },
      }),
  };
};
