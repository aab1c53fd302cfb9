import { DeleteCommand, GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import {
  FileUnavailableError,
  type TemplateFileRecord,
  type TemplateFileRepository,
} from '../../../areas/templates';
import { failedConditions, isConditionFailure, transactWrite } from '../transactions';
import { fileItem, fileItemId, pinFilesItems } from './template-file-items';

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
          Put: {
            TableName: templatesTable,
            Item: fileItem(record),
            ConditionExpression: 'attribute_not_exists(id)',
          },
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
