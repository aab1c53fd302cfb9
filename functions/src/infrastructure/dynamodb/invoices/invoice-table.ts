import {
  GetCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { InvoiceRecord, InvoiceRepository } from '../../../areas/invoices';
import { queryAll } from '../query-all';
import { isRecordId } from '../stored-items';
import { classifyWriteError, isConditionFailure, transactWrite, type TransactItem } from '../transactions';
import { invoiceCounterId, invoiceItem, UNSENT_KEY } from './invoice-items';

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
  const query = (input: Omit<QueryCommandInput, 'TableName'>, atMost?: number) =>
    queryAll<InvoiceRecord>(dynamo, { ...input, TableName: table }, atMost);

  return {
    async findById(id) {
      if (!isRecordId(id)) return undefined;
      const found = await dynamo.send(
        new GetCommand({ TableName: table, Key: { id }, ConsistentRead: true }),
      );
      return found.Item as InvoiceRecord | undefined;
    },

    async lastNumber(year) {
      const found = await dynamo.send(
        new GetCommand({ TableName: table, Key: { id: invoiceCounterId(year) }, ConsistentRead: true }),
      );
      return (found.Item?.last as number | undefined) ?? 0;
    },

    async issue(invoice, previous) {
      const counter: TransactItem = {
        Update: {
          TableName: table,
          Key: { id: invoiceCounterId(invoice.year ?? 0) },
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
          Item: invoiceItem(invoice),
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
      return query({
        IndexName: 'by-year',
        KeyConditionExpression: month
          ? 'yearKey = :year AND begins_with(listSort, :month)'
          : 'yearKey = :year',
        ExpressionAttributeValues: { ':year': String(year), ...(month ? { ':month': month } : {}) },
        ScanIndexForward: false,
      });
    },

    listByStudio(studioId, period) {
      return query({
        IndexName: 'by-studio',
        KeyConditionExpression: period
          ? 'studioId = :studio AND begins_with(listSort, :period)'
          : 'studioId = :studio',
        ExpressionAttributeValues: { ':studio': studioId, ...(period ? { ':period': period } : {}) },
        ScanIndexForward: false,
      });
    },

    async waitingOf(userId) {
      const items = await query({
        IndexName: 'by-user',
        KeyConditionExpression: 'userId = :user',
        ExpressionAttributeValues: { ':user': userId },
      });
      return items.filter((item) => item.status === 'IN_ATTESA_DATI');
    },

    unsent(limit) {
      return query(
        {
          IndexName: 'by-unsent',
          KeyConditionExpression: 'unsentKey = :unsent',
          ExpressionAttributeValues: { ':unsent': UNSENT_KEY },
        },
        limit,
      );
    },
  };
};
