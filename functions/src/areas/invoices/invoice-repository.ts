import { GetCommand, QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { InvoiceStatus } from '@redigo/shared/domain/invoice';
import {
  classifyWriteError,
  isConditionFailure,
  transactWrite,
  type TransactItem,
} from '../../infrastructure/dynamodb/transactions';
import { counterId, isInvoiceId, UNSENT_KEY, type InvoiceRecord } from './invoice-record';

/** How an attempt to issue went: issued, the number was taken meanwhile (try the next), or issued before. */
export type IssueOutcome = 'issued' | 'numberTaken' | 'issuedBefore';

/** Invoices and their yearly counters in the invoices table (port; DynamoDB adapter below). */
export interface InvoiceRepository {
  findById(id: string): Promise<InvoiceRecord | undefined>;
  /** The put of a waiting invoice, to join the transaction that records its payment. */
  waitingItem(invoice: InvoiceRecord): TransactItem;
  /** The last number given in `year` (0 before the first). */
  lastNumber(year: number): Promise<number>;
  /**
   * Issues `invoice` (its number the one after `previous`) in one transaction with the counter moving from
   * `previous` to the number: both or neither, so numbers have no gap and no duplicate.
   */
  issue(invoice: InvoiceRecord, previous: number): Promise<IssueOutcome>;
  /**
   * Claims an unsent invoice for one more delivery attempt: true for the one caller that moved its `updatedAt`
   * from `seen` to `now`, so two retries never hand the same file to the SdI twice.
   */
  claimDelivery(id: string, seen: string, now: string): Promise<boolean>;
  /** The status the SdI channel gave, once the XML is stored and handed over. */
  markSent(id: string, status: InvoiceStatus, sentAt: string): Promise<void>;
  /** A year's invoices (or a month's, `YYYY-MM`), newest first. */
  listByPeriod(year: number, month?: string): Promise<InvoiceRecord[]>;
  /** A buyer's invoices still waiting for billing data. */
  waitingOf(userId: string): Promise<InvoiceRecord[]>;
  /** Issued invoices not yet handed to the SdI channel, oldest first. */
  unsent(limit: number): Promise<InvoiceRecord[]>;
}

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
      if (!isInvoiceId(id)) return undefined;
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
