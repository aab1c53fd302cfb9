import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ContactChangedError, ContactLimitError, type ContactRecord } from '../../../areas/contacts';
import { classifyWriteError, transactWrite, type TransactItem } from '../transactions';
import { contactItem, indexItemsOf } from './contact-items';
import { contactKey, COUNTER_KEY } from './contact-keys';

const NAMES = { '#key': 'key', '#count': 'contacts', '#revision': 'revision' };

/** The writes of one contact: each a single transaction with its index items and, for create and delete, the counter. */
export const createContactWrites = (dynamo: DynamoDBDocumentClient, table: string) => {
  const put = (
    Item: Record<string, unknown>,
    condition?: Omit<TransactItem['Put'], 'TableName' | 'Item'>,
  ) => ({
    Put: { TableName: table, Item, ...condition },
  });
  const remove = (ownerId: string, key: string) => ({ Delete: { TableName: table, Key: { ownerId, key } } });
  const sameRevision = (record: ContactRecord) => ({
    ConditionExpression: '#revision = :revision',
    ExpressionAttributeNames: { '#revision': NAMES['#revision'] },
    ExpressionAttributeValues: { ':revision': record.revision },
  });
  const count = (ownerId: string, change: 1 | -1, max?: number): TransactItem => ({
    Update: {
      TableName: table,
      Key: { ownerId, key: COUNTER_KEY },
      UpdateExpression: 'SET #count = if_not_exists(#count, :zero) + :change',
      ExpressionAttributeNames: { '#count': NAMES['#count'] },
      ExpressionAttributeValues: { ':zero': 0, ':change': change, ...(max !== undefined && { ':max': max }) },
      ...(max !== undefined && { ConditionExpression: 'attribute_not_exists(#count) OR #count < :max' }),
    },
  });
  /**
   * Runs the transaction; a refused condition of the item at `counterAt` means the limit, any other a change, and
   * so does a collision with another transaction that outlasted transactWrite's own retries.
   */
  const run = async (items: TransactItem[], counterAt?: number) => {
    try {
      await transactWrite(dynamo, items);
    } catch (error) {
      const refusal = classifyWriteError(error);
      if (refusal.kind === 'conflict') throw new ContactChangedError();
      if (refusal.kind !== 'condition-failed') throw error;
      throw refusal.failedItems.includes(counterAt ?? -1)
        ? new ContactLimitError()
        : new ContactChangedError();
    }
  };

  return {
    async create(record: ContactRecord, max: number) {
      const items = [
        put(contactItem(record), {
          ConditionExpression: 'attribute_not_exists(#key)',
          ExpressionAttributeNames: { '#key': NAMES['#key'] },
        }),
        ...indexItemsOf(record).map((item) => put(item)),
        count(record.ownerId, 1, max),
      ];
      await run(items, items.length - 1);
    },

    async replace(previous: ContactRecord, next: ContactRecord) {
      const before = new Set(indexItemsOf(previous).map((item) => String(item.key)));
      const after = indexItemsOf(next);
      const kept = new Set(after.map((item) => String(item.key)).filter((key) => before.has(key)));
      const moved =
        previous.kind !== next.kind || contactItem(previous).sortName !== contactItem(next).sortName;
      await run([
        put(contactItem(next), sameRevision(previous)),
        ...[...before].filter((key) => !kept.has(key)).map((key) => remove(previous.ownerId, key)),
        ...after.filter((item) => moved || !kept.has(String(item.key))).map((item) => put(item)),
      ]);
    },

    async delete(record: ContactRecord) {
      await run([
        {
          Delete: {
            TableName: table,
            Key: { ownerId: record.ownerId, key: contactKey(record.id) },
            ...sameRevision(record),
          },
        },
        ...indexItemsOf(record).map((item) => remove(record.ownerId, String(item.key))),
        count(record.ownerId, -1),
      ]);
    },
  };
};
