import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { BoughtContract } from '../../../areas/update-mails';
import { queryAll } from '../query-all';
import { VERSION_INDEXES, versionKeyOf } from './contract-version-keys';

/**
 * The paid contracts of a template pinned to a version below `version`: its partition of `by-template-paid` below
 * that version (contract-version-keys.ts), with the few attributes the buyers' mail needs. The cost grows with the
 * template's buyers on older versions, never with the table.
 */
export const createPaidContractsBelow =
  (dynamo: DynamoDBDocumentClient, contractsTable: string) =>
  async (templateId: string, version: number): Promise<BoughtContract[]> => {
    const items = await queryAll(dynamo, {
      TableName: contractsTable,
      IndexName: VERSION_INDEXES.templatePaid.name,
      KeyConditionExpression: '#partition = :template AND #sort < :below',
      ProjectionExpression: '#id, #user, #name, #sort, #payment',
      ExpressionAttributeNames: {
        '#partition': VERSION_INDEXES.templatePaid.partition,
        '#sort': VERSION_INDEXES.templatePaid.sort,
        '#id': 'id',
        '#user': 'userId',
        '#name': 'name',
        '#payment': 'paymentId',
      },
      ExpressionAttributeValues: { ':template': templateId, ':below': versionKeyOf(version) },
    });
    return items.flatMap((item) => {
      const paidAt = (item.paymentId as { updatedAt?: unknown } | undefined)?.updatedAt;
      const pinnedVersion = Number(String(item.paidSort).split('#')[0]);
      return typeof paidAt === 'string' && Number.isInteger(pinnedVersion)
        ? [
            {
              id: String(item.id),
              userId: String(item.userId),
              name: String(item.name ?? ''),
              version: pinnedVersion,
              paidAt,
            },
          ]
        : [];
    });
  };
