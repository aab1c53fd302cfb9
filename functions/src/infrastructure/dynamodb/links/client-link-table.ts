import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { StaleLinkError, type ClientLinkRepository } from '../../../areas/client-links';
import { contractWriteItems } from '../contracts';
import { isRecordId } from '../stored-items';
import { failedConditions, transactWrite, type TransactItem } from '../transactions';
import {
  isLinkItem,
  latestItemId,
  noticeItemId,
  proposalsItemId,
  putLatest,
  putLinkChange,
  putNew,
  putProposals,
  putWork,
  tokenItemId,
  workItemId,
} from './client-link-items';

/** The tables a link's writes touch: its own, and the contracts' (a review writes the draft). */
export interface ClientLinkTables {
  links: string;
  contracts: string;
}

/** Every read is strongly consistent: a link's state decides what its client may do. */
export const createDynamoClientLinkRepository = (
  dynamo: DynamoDBDocumentClient,
  tables: ClientLinkTables,
): ClientLinkRepository => {
  const get = async (id: string): Promise<Record<string, unknown> | undefined> =>
    (await dynamo.send(new GetCommand({ TableName: tables.links, Key: { id }, ConsistentRead: true }))).Item;
  const findById = async (id: string) => {
    if (!isRecordId(id)) return undefined;
    const item = await get(id);
    return isLinkItem(item) ? item : undefined;
  };
  const pointed = async (id: string) => {
    const pointer = await get(id);
    return typeof pointer?.linkId === 'string' ? findById(pointer.linkId) : undefined;
  };
  /** A transaction whose refused condition means the link (or what moves with it) changed since it was read. */
  const write = async (items: TransactItem[]): Promise<void> => {
    try {
      await transactWrite(dynamo, items);
    } catch (error) {
      if (failedConditions(error) !== undefined) throw new StaleLinkError();
      throw error;
    }
  };

  return {
    findById,
    findByToken: (tokenHash) => pointed(tokenItemId(tokenHash)),
    latestOf: (contractId) =>
      contractId.length <= 100 ? pointed(latestItemId(contractId)) : Promise.resolve(undefined),

    create: (link, before) =>
      write([
        putNew(tables.links, { ...link }),
        putNew(tables.links, { id: tokenItemId(link.tokenHash), linkId: link.id }),
        putLatest(tables.links, link.contractId, link.id, before?.previous.id),
        ...(before?.next ? [putLinkChange(tables.links, before.next, before.previous)] : []),
      ]),

    update: (next, previous) => write([putLinkChange(tables.links, next, previous)]),

    async workOf(linkId) {
      const item = await get(workItemId(linkId));
      return item && typeof item.answers === 'object'
        ? { answers: item.answers as never, updatedAt: String(item.updatedAt) }
        : undefined;
    },

    saveWork: (next, previous, work) =>
      write([putLinkChange(tables.links, next, previous), putWork(tables.links, next.id, work)]),

    submit: (next, previous, work, proposals) =>
      write([
        putLinkChange(tables.links, next, previous),
        putWork(tables.links, next.id, work),
        putProposals(tables.links, next.id, proposals),
      ]),

    async proposalsOf(linkId) {
      const item = await get(proposalsItemId(linkId));
      return item && Array.isArray(item.proposals)
        ? { proposals: item.proposals as never, version: Number(item.version) }
        : undefined;
    },

    review: (link, proposals, contract) =>
      write([
        ...contractWriteItems(tables.contracts, contract.next, contract.previous),
        putLinkChange(tables.links, link.next, link.previous),
        putProposals(tables.links, link.next.id, proposals.next, proposals.previous),
      ]),

    async privacyNoticeOf(userId) {
      const item = await get(noticeItemId(userId));
      return typeof item?.text === 'string' ? item.text : undefined;
    },

    async savePrivacyNotice(userId, text, at) {
      await dynamo.send(
        new PutCommand({ TableName: tables.links, Item: { id: noticeItemId(userId), text, updatedAt: at } }),
      );
    },
  };
};
