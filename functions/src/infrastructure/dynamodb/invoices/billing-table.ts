import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Billing } from '@redigo/shared/domain/invoice';
import type { BillingRepository } from '../../../areas/invoices';
import { billingItemId } from './invoice-items';

export const createDynamoBillingRepository = (
  dynamo: DynamoDBDocumentClient,
  table: string,
): BillingRepository => ({
  async find(userId) {
    const found = await dynamo.send(
      new GetCommand({ TableName: table, Key: { id: billingItemId(userId) }, ConsistentRead: true }),
    );
    return (found.Item?.billing as Billing | undefined) ?? undefined;
  },
  async save(userId, billing, at) {
    await dynamo.send(
      new PutCommand({
        TableName: table,
        Item: { id: billingItemId(userId), owner: userId, billing, updatedAt: at },
      }),
    );
  },
});
