import { type InvoiceRepository, counterId, UNSENT_KEY, type InvoiceRecord } from '../../areas/invoices';
import { GetCommand, QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { isRecordId } from './stored-items';
import { classifyWriteError, isConditionFailure, transactWrite, type TransactItem } from './transactions';

/** Issuing refused: the invoice was issued before (its item's condition), or the number was taken (the counter's). */
const issueRefusal = (error: unknown): 'issuedBefore' | 'numberTaken' | undefined => {
  const refusal = classifyWriteError(error);
  if (refusal.kind === 'conflict') return 'numberTaken';
  if (refusal.kind !== 'condition-failed') return undefined;
  return refusal.failedItems.includes(1) ? 'issuedBefore' : 'numberTaken';
};

export const createDynamoInvoiceRepository = (
  dynamo: DynamoDBDocumentClient,
  table: string,
): InvoiceRepository => {
  const queryAll = async (input: Omit<ConstructorParameters<typeof QueryCommand>[0], 'TableName'>) => {
    const items: InvoiceRecord[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await dynamo.send(
        new QueryCommand({ ...input, TableName: table, ExclusiveStartKey: start }),
      );
      items.push(...((page.Items ?? []) as InvoiceRecord[]));
      start = input.Limit !== undefined ? undefined : page.LastEvaluatedKey;
    } while (start);
    return items;
  };

  return {
    async findById(id) {
      if (!isRecordId(id)) return undefined;
      const found = await dynamo.send(
        new GetCommand({ TableName: table, Key: { id }, ConsistentRead: true }),
      );
      return found.Item as InvoiceRecord | undefined;
    },

    waitingItem(invoice) {
      return {
        Put: { TableName: table, Item: { ...invoice }, ConditionExpression: 'attribute_not_exists(id)' },
      };
    },

    async lastNumber(year) {
      const found = await dynamo.send(
        new GetCommand({ TableName: table, Key: { id: counterId(year) }, ConsistentRead: true }),
      );
      return (found.Item?.last as number | undefined) ?? 0;
    },

    async issue(invoice, previous) {
      const counter: TransactItem = {
        Update: {
          TableName: table,
          Key: { id: counterId(invoice.year ?? 0) },
          UpdateExpression: 'SET #last = :next',
          ConditionExpression: previous === 0 ? 'attribute_not_exists(id)' : '#last = :previous',
          ExpressionAttributeNames: { '#last': 'last' },
          ExpressionAttributeValues: {
            ':next': invoice.number,
            ...(previous === 0 ? {} : { ':previous': previous }),
          },
        },
      };
      const issued: TransactItem = {
        Put: {
          TableName: table,
          Item: { ...invoice },
          ConditionExpression: '#status = :waiting',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':waiting': 'IN_ATTESA_DATI' },
        },
      };
      try {
        await transactWrite(dynamo, [counter, issued]);
        return 'issued';
      } catch (error) {
        const refusal = issueRefusal(error);
        if (!refusal) throw error;
        return refusal;
      }
    },

    async claimDelivery(id, seen, now) {
      try {
        await dynamo.send(
          new UpdateCommand({
            TableName: table,
            Key: { id },
            UpdateExpression: 'SET updatedAt = :now',
            ConditionExpression: 'attribute_exists(unsentKey) AND updatedAt = :seen',
            ExpressionAttributeValues: { ':now': now, ':seen': seen },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    async markSent(id, status, sentAt) {
      await dynamo
        .send(
          new UpdateCommand({
            TableName: table,
            Key: { id },
            UpdateExpression: 'SET #status = :status, sentAt = :sentAt, updatedAt = :sentAt REMOVE unsentKey',
            ConditionExpression: 'attribute_exists(unsentKey)',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':status': status, ':sentAt': sentAt },
          }),
        )
        .catch((error: unknown) => {
          if (!isConditionFailure(error)) throw error;
        });
    },

    listByPeriod(year, month) {
      return queryAll({
        IndexName: 'by-year',
        KeyConditionExpression: month
          ? 'yearKey = :year AND begins_with(listSort, :month)'
          : 'yearKey = :year',
        ExpressionAttributeValues: { ':year': String(year), ...(month ? { ':month': month } : {}) },
        ScanIndexForward: false,
      });
    },

    async waitingOf(userId) {
      const items = await queryAll({
        IndexName: 'by-user',
        KeyConditionExpression: 'userId = :user',
        ExpressionAttributeValues: { ':user': userId },
      });
      return items.filter((item) => item.status === 'IN_ATTESA_DATI');
    },

    unsent(limit) {
      return queryAll({
        IndexName: 'by-unsent',
        KeyConditionExpression: 'unsentKey = :unsent',
        ExpressionAttributeValues: { ':unsent': UNSENT_KEY },
        Limit: limit,
      });
    },
  };
};
