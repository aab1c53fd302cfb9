import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import {
  CategoryUnavailableError,
  fileKeysOf,
  isDeleted,
  StaleTemplateError,
  type TemplateRecord,
  type TemplateRepository,
} from '../../../areas/templates';
import { batchGetByIds } from '../batch-get';
import { countTemplateItem } from '../categories';
import { isRecordId } from '../stored-items';
import { failedConditions, transactWrite } from '../transactions';
import { attachFile, detachFile, type Operation } from './template-file-items';
import { isTemplateItem, templateItem } from './template-items';
import { putReleaseItem, readReleases } from './template-release-items';
import { templateIdsMatching } from './template-list-query';

export interface TemplateTables {
  templates: string;
  categories: string;
}

const countedCategory = (record: TemplateRecord): string | undefined =>
  isDeleted(record) || record.categoryId === '' ? undefined : record.categoryId;

export const createDynamoTemplateRepository = (
  dynamo: DynamoDBDocumentClient,
  tables: TemplateTables,
): TemplateRepository => {
  const attach = (templateId: string, key: string) => attachFile(tables.templates, templateId, key);
  const detach = (templateId: string, key: string) => detachFile(tables.templates, templateId, key);
  const count = (categoryId: string, delta: 1 | -1): Operation => [
    countTemplateItem(tables.categories, categoryId, delta),
    () => new CategoryUnavailableError(),
  ];

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

  return {
    findById: (id) => findTemplateById(dynamo, tables.templates, id),

    async list(filter, { page, limit }) {
      const ids = await templateIdsMatching(dynamo, tables.templates, filter);
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
              Item: templateItem(record),
              ConditionExpression: 'attribute_not_exists(id)',
            },
          },
          () => new StaleTemplateError(),
        ],
        ...[...new Set(fileKeysOf(record))].map((key) => attach(record.id, key)),
        ...(category ? [count(category, 1)] : []),
      ]);
    },

    releasesOf: (templateId, versions) => readReleases(dynamo, tables.templates, templateId, versions),

    async replace(next, previous, release) {
      const before = new Set(fileKeysOf(previous));
      const after = new Set(fileKeysOf(next));
      const [from, to] = [countedCategory(previous), countedCategory(next)];
      await write([
        [
          {
            Put: {
              TableName: tables.templates,
              Item: templateItem(next),
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
        ...(release
          ? [[putReleaseItem(tables.templates, release), () => new StaleTemplateError()] as Operation]
          : []),
      ]);
    },
  };
};

/**
 * Reads a template by id, including a deleted one (`deletedAt` set, out of the lists), with a strongly consistent
 * read. For the contracts area, which must serve contracts whose template was deleted since.
 */
export const findTemplateById = async (
  dynamo: DynamoDBDocumentClient,
  templatesTable: string,
  id: string,
): Promise<TemplateRecord | undefined> => {
  if (!isRecordId(id)) return undefined;
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: templatesTable, Key: { id }, ConsistentRead: true }),
  );
  return isTemplateItem(Item) ? Item : undefined;
};
