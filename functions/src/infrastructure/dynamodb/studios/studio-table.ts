import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import {
  AlreadyInStudioError,
  StudioChangedError,
  type StudioChange,
  type StudioRepository,
} from '../../../areas/studios';
import { classifyWriteError, transactWrite, type TransactItem } from '../transactions';
import {
  fromMemberItem,
  fromStudioItem,
  fromTokenItem,
  memberItemId,
  studioItemId,
  toStudioItem,
  tokenItemId,
} from './studio-items';

/** The studio's writes as one transaction's items, the membership creation's index beside them. */
const changeItems = (table: string, change: StudioChange): { items: TransactItem[]; joinAt: number } => {
  const { previous, next } = change;
  const items: TransactItem[] = [
    {
      Put: {
        TableName: table,
        Item: toStudioItem(next),
        ...(previous
          ? {
              ConditionExpression: 'revision = :revision',
              ExpressionAttributeValues: { ':revision': previous.revision },
            }
          : { ConditionExpression: 'attribute_not_exists(id)' }),
      },
    },
  ];
  let joinAt = -1;
  if (change.join) {
    joinAt = items.length;
    items.push({
      Put: {
        TableName: table,
        Item: { id: memberItemId(change.join.userId), studioId: next.id, role: change.join.role },
        ConditionExpression: 'attribute_not_exists(id)',
      },
    });
  }
  if (change.setRole)
    items.push({
      Update: {
        TableName: table,
        Key: { id: memberItemId(change.setRole.userId) },
        UpdateExpression: 'SET #role = :role',
        ConditionExpression: 'studioId = :studio',
        ExpressionAttributeNames: { '#role': 'role' },
        ExpressionAttributeValues: { ':role': change.setRole.role, ':studio': next.id },
      },
    });
  if (change.leave)
    items.push({
      Delete: {
        TableName: table,
        Key: { id: memberItemId(change.leave) },
        ConditionExpression: 'studioId = :studio',
        ExpressionAttributeValues: { ':studio': next.id },
      },
    });
  if (change.addToken)
    items.push({
      Put: {
        TableName: table,
        Item: {
          id: tokenItemId(change.addToken.tokenHash),
          tokenHash: change.addToken.tokenHash,
          invitationId: change.addToken.invitationId,
          studioId: change.addToken.studioId,
          expiresAt: Math.ceil(Date.parse(change.addToken.expiresAt) / 1000),
        },
        ConditionExpression: 'attribute_not_exists(id)',
      },
    });
  if (change.spendToken)
    items.push({
      Delete: {
        TableName: table,
        Key: { id: tokenItemId(change.spendToken) },
        ConditionExpression: 'attribute_exists(id)',
      },
    });
  if (change.dropToken)
    items.push({ Delete: { TableName: table, Key: { id: tokenItemId(change.dropToken) } } });
  return { items, joinAt };
};

/** The studios module's repository over the studios table (layout: studio-items.ts), every read consistent. */
export const createDynamoStudioRepository = (
  dynamo: DynamoDBDocumentClient,
  table: string,
): StudioRepository => {
  const get = async (id: string) =>
    (await dynamo.send(new GetCommand({ TableName: table, Key: { id }, ConsistentRead: true }))).Item;
  return {
    find: async (studioId) => fromStudioItem(await get(studioItemId(studioId))),
    membershipOf: async (userId) => fromMemberItem(await get(memberItemId(userId))),
    invitationToken: async (tokenHash) => fromTokenItem(await get(tokenItemId(tokenHash))),
    async commit(change) {
      const { items, joinAt } = changeItems(table, change);
      try {
        await transactWrite(dynamo, items);
      } catch (error) {
        const refusal = classifyWriteError(error);
        if (refusal.kind === 'conflict') throw new StudioChangedError();
        if (refusal.kind !== 'condition-failed') throw error;
        throw refusal.failedItems.includes(joinAt) ? new AlreadyInStudioError() : new StudioChangedError();
      }
    },
  };
};
