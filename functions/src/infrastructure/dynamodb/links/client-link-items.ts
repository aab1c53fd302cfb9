import type { ClientLinkRecord, ClientWorkRecord, ProposalsRecord } from '../../../areas/client-links';
import { isRecordItem } from '../stored-items';
import type { TransactItem } from '../transactions';

/**
 * The items of the links table: each link under its id, and beside it (ids with a `#`) the hash of its token
 * pointing at it, a contract's latest link, the client's work, the proposals, and each lawyer's privacy notice.
 */
export const tokenItemId = (tokenHash: string): string => `token#${tokenHash}`;
export const latestItemId = (contractId: string): string => `latest#${contractId}`;
export const workItemId = (linkId: string): string => `work#${linkId}`;
export const proposalsItemId = (linkId: string): string => `proposals#${linkId}`;
export const noticeItemId = (userId: string): string => `notice#${userId}`;

/** Whether an item is a link (not one of the items beside links). */
export const isLinkItem = (item: unknown): item is ClientLinkRecord =>
  isRecordItem(item, { contractId: 'string', tokenHash: 'string', version: 'number' });

/** A new item, refused (with its whole transaction) when one with its id exists. */
export const putNew = (table: string, item: Record<string, unknown>): TransactItem => ({
  Put: { TableName: table, Item: item, ConditionExpression: 'attribute_not_exists(id)' },
});

/** A link's change, only at the version it was read at. */
export const putLinkChange = (
  table: string,
  next: ClientLinkRecord,
  previous: ClientLinkRecord,
): TransactItem => ({
  Put: {
    TableName: table,
    Item: { ...next },
    ConditionExpression: '#version = :expected',
    ExpressionAttributeNames: { '#version': 'version' },
    ExpressionAttributeValues: { ':expected': previous.version },
  },
});

/** The contract's latest link becomes `linkId`, only while it is still `expected` (or none). */
export const putLatest = (
  table: string,
  contractId: string,
  linkId: string,
  expected?: string,
): TransactItem => ({
  Put: {
    TableName: table,
    Item: { id: latestItemId(contractId), linkId },
    ...(expected
      ? {
          ConditionExpression: 'linkId = :expected',
          ExpressionAttributeValues: { ':expected': expected },
        }
      : { ConditionExpression: 'attribute_not_exists(id)' }),
  },
});

export const putWork = (table: string, linkId: string, work: ClientWorkRecord): TransactItem => ({
  Put: { TableName: table, Item: { id: workItemId(linkId), ...work } },
});

/** The proposals: new at the submit, then each review's, only at the version read. */
export const putProposals = (
  table: string,
  linkId: string,
  next: ProposalsRecord,
  previous?: ProposalsRecord,
): TransactItem =>
  previous
    ? {
        Put: {
          TableName: table,
          Item: { id: proposalsItemId(linkId), ...next },
          ConditionExpression: '#version = :expected',
          ExpressionAttributeNames: { '#version': 'version' },
          ExpressionAttributeValues: { ':expected': previous.version },
        },
      }
    : putNew(table, { id: proposalsItemId(linkId), ...next });
