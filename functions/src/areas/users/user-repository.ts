import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { normalizePec, pecMarkerId, type UserRecord } from './user-record';

/** Thrown when a PEC is already registered. */
export class DuplicatePecError extends Error {}

/** Users by id and by PEC (port; DynamoDB adapter below). */
export interface UserRepository {
  /** Creates the user; exactly one of two concurrent creations with the same PEC succeeds. */
  create(record: UserRecord): Promise<void>;
  findById(id: string): Promise<UserRecord | undefined>;
  findByPec(pec: string): Promise<UserRecord | undefined>;
}

const isConditionFailure = (error: unknown): boolean =>
  error instanceof TransactionCanceledException ||
  (error as { name?: string })?.name === 'TransactionCanceledException';

export const createDynamoUserRepository = (dynamo: DynamoDBDocumentClient, table: string): UserRepository => {
  const findById = async (id: string): Promise<UserRecord | undefined> => {
    const { Item } = await dynamo.send(
      new GetCommand({ TableName: table, Key: { id }, ConsistentRead: true }),
    );
    return Item && Item.listKey === 'USER' ? (Item as UserRecord) : undefined;
  };

  return {
    async create(record) {
      const user = { ...record, pec: normalizePec(record.pec) };
      try {
        await dynamo.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName: table,
                  Item: { id: pecMarkerId(user.pec), userId: user.id },
                  ConditionExpression: 'attribute_not_exists(id)',
                },
              },
              { Put: { TableName: table, Item: user, ConditionExpression: 'attribute_not_exists(id)' } },
            ],
          }),
        );
      } catch (error) {
        if (isConditionFailure(error)) throw new DuplicatePecError();
        throw error;
      }
    },
    findById,
    async findByPec(pec) {
      const { Item } = await dynamo.send(
        new GetCommand({ TableName: table, Key: { id: pecMarkerId(pec) }, ConsistentRead: true }),
      );
      return Item ? findById(String(Item.userId)) : undefined;
    },
  };
};
