import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { TemplateListFilter } from '../../../areas/templates';
import { queryAll } from '../query-all';
import { TEMPLATE_LIST_KEY } from './template-items';

const filterExpression = (filter: TemplateListFilter) => {
  const parts: string[] = [];
  const values: Record<string, unknown> = { ':list': TEMPLATE_LIST_KEY };
  if (filter.name) {
    const categories = (filter.nameCategories ?? []).map((id, index) => {
      values[`:searchCategory${index}`] = id;
      return `:searchCategory${index}`;
    });
    const inCategory = categories.length > 0 ? ` OR categoryId IN (${categories.join(', ')})` : '';
    parts.push(`(contains(nameKey, :name) OR contains(descriptionKey, :name)${inCategory})`);
    values[':name'] = filter.name;
  }
  if (filter.categoryId) {
    parts.push('categoryId = :category');
    values[':category'] = filter.categoryId;
  }
  if (filter.status) {
    parts.push('#status = :status');
    values[':status'] = filter.status;
  }
  return { expression: parts.length > 0 ? parts.join(' AND ') : undefined, values };
};

/**
 * The ids of the templates in the lists that match `filter`, newest first: the `by-list` index (`listKey`,
 * `createdAt`) read whole, keys only, filtered by DynamoDB.
 */
export const templateIdsMatching = async (
  dynamo: DynamoDBDocumentClient,
  table: string,
  filter: TemplateListFilter,
): Promise<string[]> => {
  const { expression, values } = filterExpression(filter);
  const items = await queryAll(dynamo, {
    TableName: table,
    IndexName: 'by-list',
    KeyConditionExpression: 'listKey = :list',
    FilterExpression: expression,
    ProjectionExpression: 'id',
    ExpressionAttributeValues: values,
    ExpressionAttributeNames: filter.status ? { '#status': 'status' } : undefined,
    ScanIndexForward: false,
  });
  return items.map((item) => String(item.id));
};

/**
 * The PUBLISHED templates in the lists with more than one published version, and the version lawyers get now: the
 * `by-list` index read whole, filtered by DynamoDB, as the catalogue reads it.
 */
export const templatesWithUpdates = async (
  dynamo: DynamoDBDocumentClient,
  table: string,
): Promise<{ id: string; published_version: number }[]> => {
  const items = await queryAll(dynamo, {
    TableName: table,
    IndexName: 'by-list',
    KeyConditionExpression: 'listKey = :list',
    FilterExpression: '#status = :published AND size(published_versions) > :one',
    ProjectionExpression: 'id, published_version',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':list': TEMPLATE_LIST_KEY, ':published': 'PUBLISHED', ':one': 1 },
  });
  return items.flatMap((item) =>
    typeof item.published_version === 'number'
      ? [{ id: String(item.id), published_version: item.published_version }]
      : [],
  );
};
