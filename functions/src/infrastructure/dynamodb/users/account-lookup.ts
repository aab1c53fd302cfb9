import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { InvoiceDeps } from '../../../areas/invoices';

/** The account's PEC and name from the users table, strongly consistent (invoicing's `account` port). */
export const createDynamoAccountLookup =
  (dynamo: DynamoDBDocumentClient, usersTable: string): InvoiceDeps['account'] =>
  async (userId) => {
    const found = await dynamo.send(
      new GetCommand({ TableName: usersTable, Key: { id: userId }, ConsistentRead: true }),
    );
    const item = found.Item as { pec?: string; name?: string; surname?: string } | undefined;
    return item?.pec ? { pec: item.pec, name: `${item.name ?? ''} ${item.surname ?? ''}`.trim() } : undefined;
  };
