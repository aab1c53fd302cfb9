import { FileUnavailableError, type TemplateFileRecord } from '../../../areas/templates';
import type { TransactItem } from '../transactions';

/** An uploaded file's item id in the templates table: `file#<key>` (no `listKey`, so in no list). */
export const fileItemId = (key: string): string => `file#${key}`;

/** The stored item of an uploaded file's record. */
export const fileItem = (record: TemplateFileRecord): Record<string, unknown> => ({
  ...record,
  id: fileItemId(record.key),
});

/** A transaction item and the error its failed condition means. */
export type Operation = [TransactItem, () => Error];

/** The file now belongs to the template (it must exist and belong to no other). */
export const attachFile = (table: string, templateId: string, key: string): Operation => [
  {
    Update: {
      TableName: table,
      Key: { id: fileItemId(key) },
      UpdateExpression: 'SET templateId = :template',
      ConditionExpression:
        'attribute_exists(id) AND (attribute_not_exists(templateId) OR templateId = :template)',
      ExpressionAttributeValues: { ':template': templateId },
    },
  },
  () => new FileUnavailableError(key),
];

/** The template no longer uses the file (which a contract may still have pinned). */
export const detachFile = (table: string, templateId: string, key: string): Operation => [
  {
    Update: {
      TableName: table,
      Key: { id: fileItemId(key) },
      UpdateExpression: 'REMOVE templateId',
      ConditionExpression: 'templateId = :template',
      ExpressionAttributeValues: { ':template': templateId },
    },
  },
  () => new FileUnavailableError(key),
];

/**
 * The transaction items that pin files (see `TemplateFileRepository.pin`), for a caller that pins them in its own
 * transaction (say, with the contract that starts on them). Each fails its condition when the file is gone.
 */
export const pinFilesItems = (templatesTable: string, keys: string[]): TransactItem[] =>
  [...new Set(keys.filter((key) => key !== ''))].map((key) => ({
    Update: {
      TableName: templatesTable,
      Key: { id: fileItemId(key) },
      UpdateExpression: 'SET pinned = :pinned',
      ConditionExpression: 'attribute_exists(id)',
      ExpressionAttributeValues: { ':pinned': true },
    },
  }));
