import { DeleteCommand, GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import {
  failedConditions,
  isConditionFailure,
  type TransactItem,
  transactWrite,
} from '../../infrastructure/dynamodb/transactions';
import { fileItemId, type TemplateFileRecord } from './template-record';
import { FileUnavailableError } from './template-repository';

/** What became of a request to delete an uploaded file's record. */
export type OrphanDeletion = 'deleted' | 'in-use' | 'missing';

/** The `file#<key>` items of uploaded masters and previews (port; DynamoDB adapter below). */
export interface TemplateFileRepository {
  /** Records newly uploaded files, all or nothing. */
  createAll(records: TemplateFileRecord[]): Promise<void>;
  find(key: string): Promise<TemplateFileRecord | undefined>;
  /** Deletes the record only if no template refers to the file and no contract pinned it. */
  deleteOrphan(key: string): Promise<OrphanDeletion>;
  /**
   * Marks files as pinned by a contract, so they are never deleted. Throws FileUnavailableError (and pins
   * nothing) when a key has no record: the template changed and the file was deleted since it was read.
   */
  pin(keys: string[]): Promise<void>;
}

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

/** Pins files in one transaction (see `TemplateFileRepository.pin`). */
export const pinFiles = async (
  dynamo: DynamoDBDocumentClient,
  templatesTable: string,
  keys: string[],
): Promise<void> => {
  const items = pinFilesItems(templatesTable, keys);
  if (items.length === 0) return;
  try {
    await transactWrite(dynamo, items);
  } catch (error) {
    const first = failedConditions(error)?.[0];
    if (first === undefined) throw error;
    throw new FileUnavailableError(String(items[first]?.Update?.Key?.id ?? '').replace(/^file#/, ''));
  }
};

export const createDynamoTemplateFileRepository = (
  dynamo: DynamoDBDocumentClient,
  templatesTable: string,
): TemplateFileRepository => {
  const find = async (key: string): Promise<TemplateFileRecord | undefined> => {
    const { Item } = await dynamo.send(
      new GetCommand({ TableName: templatesTable, Key: { id: fileItemId(key) }, ConsistentRead: true }),
    );
    return Item as TemplateFileRecord | undefined;
  };
  return {
    async createAll(records) {
      if (records.length === 0) return;
      await transactWrite(
        dynamo,
        records.map((record) => ({
          Put: { TableName: templatesTable, Item: record, ConditionExpression: 'attribute_not_exists(id)' },
        })),
      );
    },
    find,
    async deleteOrphan(key) {
      try {
        await dynamo.send(
          new DeleteCommand({
            TableName: templatesTable,
            Key: { id: fileItemId(key) },
            ConditionExpression:
              'attribute_exists(id) AND attribute_not_exists(templateId) AND (attribute_not_exists(pinned) OR pinned = :no)',
            ExpressionAttributeValues: { ':no': false },
          }),
        );
        return 'deleted';
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        return (await find(key)) ? 'in-use' : 'missing';
      }
    },
    pin: (keys) => pinFiles(dynamo, templatesTable, keys),
  };
};
