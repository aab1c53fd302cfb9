import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import {
  CategoryChangedError,
  CategoryInUseError,
  DuplicateCategoryNameError,
  type CategoryRecord,
  type CategoryRepository,
} from '../../../areas/categories';
import { batchGetByIds } from '../batch-get';
import { queryAll } from '../query-all';
import { failedConditions, transactWrite, type TransactItem } from '../transactions';
import { CATEGORY_LIST_KEY, categoryItem, categoryNameMarkerId, isCategoryItem } from './category-items';

export const createDynamoCategoryRepository = (
  dynamo: DynamoDBDocumentClient,
  table: string,
): CategoryRepository => {
  const findById = async (id: string): Promise<CategoryRecord | undefined> => {
    if (id === '') return undefined;
    const { Item } = await dynamo.send(
      new GetCommand({ TableName: table, Key: { id }, ConsistentRead: true }),
    );
    return isCategoryItem(Item) ? (Item as CategoryRecord) : undefined;
  };
  const transact = async (items: TransactItem[], failure: (index: number) => Error): Promise<void> => {
    try {
      await transactWrite(dynamo, items);
    } catch (error) {
      const first = failedConditions(error)?.[0];
      if (first === undefined) throw error;
      throw failure(first);
    }
  };
  const putMarker = (name: string, categoryId: string): TransactItem => ({
    Put: {
      TableName: table,
      Item: { id: categoryNameMarkerId(name), categoryId },
      ConditionExpression: 'attribute_not_exists(id)',
    },
  });
  const deleteMarker = (name: string, categoryId: string): TransactItem => ({
    Delete: {
      TableName: table,
      Key: { id: categoryNameMarkerId(name) },
      ConditionExpression: 'categoryId = :category',
      ExpressionAttributeValues: { ':category': categoryId },
    },
  });

  return {
    findById,
    async findByIds(ids) {
      const found = await batchGetByIds(
        dynamo,
        table,
        ids.filter((id) => id !== ''),
      );
      return new Map(
        [...found.values()]
          .filter(isCategoryItem)
          .map((item) => [String(item.id), item as unknown as CategoryRecord]),
      );
    },
    async findByName(name) {
      const { Item } = await dynamo.send(
        new GetCommand({ TableName: table, Key: { id: categoryNameMarkerId(name) }, ConsistentRead: true }),
      );
      return Item ? findById(String(Item.categoryId)) : undefined;
    },
    async list({ page, limit }) {
      const all = await queryAll<CategoryRecord>(dynamo, {
        TableName: table,
        IndexName: 'by-list',
        KeyConditionExpression: 'listKey = :list',
        ExpressionAttributeValues: { ':list': CATEGORY_LIST_KEY },
      });
      return { items: all.slice((page - 1) * limit, page * limit), total: all.length };
    },
    async create(record) {
      await transact(
        [
          putMarker(record.name, record.id),
          {
            Put: {
              TableName: table,
              Item: categoryItem(record),
              ConditionExpression: 'attribute_not_exists(id)',
            },
          },
        ],
        () => new DuplicateCategoryNameError(),
      );
    },
    async rename(previous, name, nameKey, updatedAt) {
      const markerMoves = categoryNameMarkerId(name) !== categoryNameMarkerId(previous.name);
      await transact(
        [
          ...(markerMoves ? [putMarker(name, previous.id), deleteMarker(previous.name, previous.id)] : []),
          {
            Update: {
              TableName: table,
              Key: { id: previous.id },
              UpdateExpression: 'SET #name = :name, nameKey = :nameKey, updatedAt = :updatedAt',
              ConditionExpression: 'attribute_exists(listKey) AND #name = :previous',
              ExpressionAttributeNames: { '#name': 'name' },
              ExpressionAttributeValues: {
                ':name': name,
                ':nameKey': nameKey,
                ':updatedAt': updatedAt,
                ':previous': previous.name,
              },
            },
          },
        ],
        (index) =>
          markerMoves && index === 0 ? new DuplicateCategoryNameError() : new CategoryChangedError(),
      );
    },
    async delete(record) {
      await transact(
        [
          {
            Delete: {
              TableName: table,
              Key: { id: record.id },
              ConditionExpression:
                'attribute_exists(listKey) AND (attribute_not_exists(templateCount) OR templateCount <= :zero)',
              ExpressionAttributeValues: { ':zero': 0 },
            },
          },
          deleteMarker(record.name, record.id),
        ],
        (index) => (index === 0 ? new CategoryInUseError() : new CategoryChangedError()),
      );
    },
  };
};
