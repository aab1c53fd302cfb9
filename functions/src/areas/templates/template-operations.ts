import type { TransactItem } from '../../ports/transact-item';
import { fileItemId } from './template-record';
import { CategoryUnavailableError, FileUnavailableError } from './template-repository';

/** A transaction item and the error its failed condition means. */
export type Operation = [TransactItem, () => Error];

/** The items of a template's transactions that touch its files and its category. */
export const templateOperations = (tables: { templates: string; categories: string }) => ({
  /** The file now belongs to the template (it must exist and belong to no other). */
  attach: (templateId: string, key: string): Operation => [
    {
      Update: {
        TableName: tables.templates,
        Key: { id: fileItemId(key) },
        UpdateExpression: 'SET templateId = :template',
        ConditionExpression:
          'attribute_exists(id) AND (attribute_not_exists(templateId) OR templateId = :template)',
        ExpressionAttributeValues: { ':template': templateId },
      },
    },
    () => new FileUnavailableError(key),
  ],
  /** The template no longer uses the file (which a contract may still have pinned). */
  detach: (templateId: string, key: string): Operation => [
    {
      Update: {
        TableName: tables.templates,
        Key: { id: fileItemId(key) },
        UpdateExpression: 'REMOVE templateId',
        ConditionExpression: 'templateId = :template',
        ExpressionAttributeValues: { ':template': templateId },
      },
    },
    () => new FileUnavailableError(key),
  ],
  /** One template more or less in the category, which must exist. */
  count: (categoryId: string, delta: 1 | -1): Operation => [
    {
      Update: {
        TableName: tables.categories,
        Key: { id: categoryId },
        UpdateExpression: 'ADD templateCount :delta',
        ConditionExpression: 'attribute_exists(listKey)',
        ExpressionAttributeValues: { ':delta': delta },
      },
    },
    () => new CategoryUnavailableError(),
  ],
});
