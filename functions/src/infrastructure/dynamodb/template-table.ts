import { QueryCommand, type DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { batchGetByIds } from './batch-get';
import { failedConditions, transactWrite } from './transactions';
import {
  templateOperations,
  type Operation,
  fileKeysOf,
  isDeleted,
  TEMPLATE_LIST_KEY,
  type TemplateRecord,
  StaleTemplateError,
  type TemplateListFilter,
  type TemplateRepository,
} from '../../areas/templates';

export interface TemplateTables {
  templates: string;
  categories: string;
}

const countedCategory = (record: TemplateRecord): string | undefined =>
  isDeleted(record) || record.categoryId === '' ? undefined : record.categoryId;

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

export const createDynamoTemplateRepository = (
  dynamo: DynamoDBDocumentClient,
  tables: TemplateTables,
): TemplateRepository => {
  const { attach, detach, count } = templateOperations(tables);

  const write = async (operations: Operation[]): Promise<void> => {
    try {
      await transactWrite(
        dynamo,
        operations.map(([item]) => item),
      );
    } catch (error) {
      const failed = failedConditions(error);
      const first = failed?.[0];
      if (first === undefined) throw error;
      throw (operations[first]?.[1] ?? (() => error))();
    }
  };

  const idsMatching = async (filter: TemplateListFilter): Promise<string[]> => {
    const { expression, values } = filterExpression(filter);
    const ids: string[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await dynamo.send(
        new QueryCommand({
          TableName: tables.templates,
          IndexName: 'by-list',
          KeyConditionExpression: 'listKey = :list',
          FilterExpression: expression,
          ProjectionExpression: 'id',
          ExpressionAttributeValues: values,
          ExpressionAttributeNames: filter.status ? { '#status': 'status' } : undefined,
          ScanIndexForward: false,
          ExclusiveStartKey: startKey,
        }),
      );
      ids.push(...(page.Items ?? []).map((item) => String(item.id)));
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    return ids;
  };

  return {
    findById: (id) => findTemplateById(dynamo, tables.templates, id),

    async list(filter, { page, limit }) {
      const ids = await idsMatching(filter);
      const pageIds = ids.slice((page - 1) * limit, page * limit);
      const items = await batchGetByIds(dynamo, tables.templates, pageIds);
      return {
        items: pageIds.flatMap((id) => {
          const item: unknown = items.get(id);
          return isTemplateItem(item) && !isDeleted(item) ? [item] : [];
        }),
        total: ids.length,
      };
    },

    async create(record) {
      const category = countedCategory(record);
      await write([
        [
          {
            Put: {
              TableName: tables.templates,
              Item: record,
              ConditionExpression: 'attribute_not_exists(id)',
            },
          },
          () => new StaleTemplateError(),
        ],
        ...[...new Set(fileKeysOf(record))].map((key) => attach(record.id, key)),
        ...(category ? [count(category, 1)] : []),
      ]);
    },

    async replace(next, previous) {
      const before = new Set(fileKeysOf(previous));
      const after = new Set(fileKeysOf(next));
      const [from, to] = [countedCategory(previous), countedCategory(next)];
      await write([
        [
          {
            Put: {
              TableName: tables.templates,
              Item: next,
              ConditionExpression: 'version = :expected',
              ExpressionAttributeValues: { ':expected': previous.version },
            },
          },
          () => new StaleTemplateError(),
        ],
        ...[...after].filter((key) => !before.has(key)).map((key) => attach(next.id, key)),
        ...[...before].filter((key) => !after.has(key)).map((key) => detach(next.id, key)),
        ...(from !== to && from ? [count(from, -1)] : []),
        ...(from !== to && to ? [count(to, 1)] : []),
      ]);
    },
  };
};

/** Whether a templates-table item is a template (not a `file#` or other bookkeeping item). */
export const isTemplateItem = (item: unknown): item is TemplateRecord => {
  const candidate = item as Partial<TemplateRecord> | undefined;
  return (
    typeof candidate?.id === 'string' && !candidate.id.includes('#') && typeof candidate.version === 'number'
  );
};

/**
 * Reads a template by id, including a deleted one (`deletedAt` set, no `listKey`), with a strongly consistent
 * read. For the contracts area, which must serve contracts whose template was deleted since.
 */
export const findTemplateById = async (
  dynamo: DynamoDBDocumentClient,
  templatesTable: string,
  id: string,
): Promise<TemplateRecord | undefined> => {
  if (id === '' || id.includes('#')) return undefined;
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: templatesTable, Key: { id }, ConsistentRead: true }),
  );
  return isTemplateItem(Item) ? Item : undefined;
};
