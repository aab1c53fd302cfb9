import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { searchWords } from '@redigo/shared/text';
import {
  isInScope,
  listStateOf,
  type ContractListFilter,
  type ContractPage,
  type PageRequest,
} from '../../../areas/contracts';
import { batchGetByIds } from '../batch-get';
import { fromItem, isContractItem } from './contract-items';
import { createListEntryReader, type ListEntry } from './contract-list-entries';
import { partitionsOfScope, type ListPartition } from './contract-list-keys';
import { createSearchReader } from './contract-search-entries';
import { createOutdatedEntryReader } from './contract-version-entries';
import { matchesSearch, searchTextOf } from './contract-search-keys';

/**
 * Pages of contracts read from the list and search indexes, never from the table (see `contract-list-keys.ts`,
 * `contract-search-keys.ts`):
 * - without free filters, the total is the sum of the partitions' counters and a page reads at most
 *   `offset + limit` entries of each partition from the nearer end (newest or oldest first), keys only, then the
 *   page's items by id: page 1 and the last page cost the same whatever the table holds, a middle page costs
 *   its distance from the nearer end;
 * - with `name`, the search index's entries of the search's key word prefix are read (filtered by DynamoDB) to
 *   count the matches: the cost grows with the contracts that share that prefix, not with the table;
 * - with `userActive` alone, every entry of the partitions is read (keys only): the cost grows with the partitions;
 * - with `outdated` (the archive's `update=true`), the owner's entries below each template's published version
 *   (contract-version-entries.ts), and with `name` their items too: the cost grows with the contracts that have an
 *   update.
 * The indexes are eventually consistent: an item changed since is read from the table and left out if it no
 * longer belongs to the list.
 */
export const createContractPages = (
  dynamo: DynamoDBDocumentClient,
  tables: { contracts: string; users: string },
) => {
  const { readMerged, totalOf } = createListEntryReader(dynamo, tables.contracts);
  const readSearch = createSearchReader(dynamo, tables.contracts);
  const readOutdated = createOutdatedEntryReader(dynamo, tables.contracts);

  const activeOwners = async (entries: ListEntry[]): Promise<Set<string>> => {
    const users = await batchGetByIds(
      dynamo,
      tables.users,
      [...new Set(entries.map((e) => e.userId))],
      ['status'],
    );
    return new Set(
      [...users.values()].filter((user) => user.status === 'confermato').map((user) => String(user.id)),
    );
  };

  /** The owner's entries with an update whose searchable text has every word of `name`. */
  const outdatedEntries = async (filter: ContractListFilter): Promise<ListEntry[]> => {
    const entries = await readOutdated(filter);
    if (!filter.name) return entries;
    const words = searchWords(filter.name);
    const found = await batchGetByIds(
      dynamo,
      tables.contracts,
      entries.map((entry) => entry.id),
      ['name', 'title', 'parties'],
    );
    return entries.filter((entry) => {
      const item = found.get(entry.id) as Parameters<typeof searchTextOf>[0] | undefined;
      return item !== undefined && matchesSearch(searchTextOf(item), words);
    });
  };

  /** The page's entries and the total, with free filters: everything matching is read. */
  const filteredPage = async (
    partitions: ListPartition[],
    filter: ContractListFilter,
    offset: number,
    limit: number,
  ) => {
    if (filter.outdated) {
      const entries = await outdatedEntries(filter);
      return { entries: entries.slice(offset, offset + limit), total: entries.length };
    }
    let entries = filter.name
      ? await readSearch(filter, filter.name)
      : await readMerged(partitions, { newestFirst: true });
    if (filter.userActive !== undefined) {
      const active = await activeOwners(entries);
      entries = entries.filter((entry) => active.has(entry.userId) === filter.userActive);
    }
    return { entries: entries.slice(offset, offset + limit), total: entries.length };
  };

  /** The page's entries and the total from the counters, reading from the nearer end of the list. */
  const countedPage = async (partitions: ListPartition[], offset: number, limit: number) => {
    if (offset === 0) {
      const [entries, total] = await Promise.all([
        readMerged(partitions, { newestFirst: true, count: limit }),
        totalOf(partitions),
      ]);
      return { entries: entries.slice(0, limit), total };
    }
    const total = await totalOf(partitions);
    if (offset >= total) return { entries: [], total };
    if (offset + limit <= total - offset) {
      const entries = await readMerged(partitions, { newestFirst: true, count: offset + limit });
      return { entries: entries.slice(offset, offset + limit), total };
    }
    const oldest = await readMerged(partitions, { newestFirst: false, count: total - offset });
    return { entries: oldest.slice(Math.max(0, total - offset - limit), total - offset).reverse(), total };
  };

  return async (filter: ContractListFilter, { page, limit }: PageRequest): Promise<ContractPage> => {
    const partitions = partitionsOfScope(filter);
    if (partitions.length === 0) return { items: [], total: 0 };
    const offset = (page - 1) * limit;
    const free =
      filter.name !== undefined || filter.userActive !== undefined || filter.outdated !== undefined;
    const { entries, total } = free
      ? await filteredPage(partitions, filter, offset, limit)
      : await countedPage(partitions, offset, limit);
    const found = await batchGetByIds(
      dynamo,
      tables.contracts,
      entries.map((entry) => entry.id),
    );
    const items = entries.flatMap((entry) => {
      const item = found.get(entry.id);
      return isContractItem(item) ? [fromItem(item)] : [];
    });
    const words = filter.name ? searchWords(filter.name) : [];
    return {
      items: items.filter(
        (item) =>
          filter.states.includes(listStateOf(item)) &&
          isInScope(filter, item) &&
          (!filter.categoryId || item.categoryId === filter.categoryId) &&
          matchesSearch(searchTextOf(item), words),
      ),
      total,
    };
  };
};
