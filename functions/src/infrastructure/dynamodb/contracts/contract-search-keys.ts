import { SEARCH_MIN_LETTERS, searchWords } from '@redigo/shared/text';
import { listStateOf, type ContractSummary } from '../../../areas/contracts';
import type { TransactItem } from '../transactions';
import { holderOf, LIST_SORT_ATTRIBUTE } from './contract-list-keys';

/**
 * The contracts table's search index (see `table-definitions.ts`): one small item per contract and word prefix
 * (the first three letters of a word of its name, title or parties), partitioned by the prefix and sorted by
 * owner, then newest first. A search reads the partition of its longest word's prefix: a lawyer's own entries of
 * it, or everyone's for the admin; never the table, nor the entries of other prefixes.
 */
export const SEARCH_INDEX = { name: 'by-search', partition: 'searchKey', sort: 'searchSort' } as const;

/** Beyond these, a contract's further word prefixes are not keys (its searchable text still holds every word). */
const MAX_PREFIXES = 20;

/** A word's prefix as the index keys it: its first three letters (fewer when it has fewer). */
export const prefixOf = (word: string): string => [...word].slice(0, SEARCH_MIN_LETTERS).join('');

/** The searchable text of a contract: its name's, title's and parties' words, each once, between spaces. */
export const searchTextOf = (record: Pick<ContractSummary, 'name' | 'title' | 'parties'>): string => {
  const words = [record.name, record.title, ...(record.parties ?? [])].flatMap(searchWords);
  return ` ${[...new Set(words)].join(' ')} `;
};

/** Whether every word of a search begins a word of the searchable text. */
export const matchesSearch = (searchText: string, words: string[]): boolean =>
  words.every((word) => searchText.includes(` ${word}`));

/**
 * The prefixes a contract is found by, in the order of its words: those of its words of at least three letters,
 * since a search looks up only such a word (shorter words of a search only filter).
 */
const prefixesOf = (searchText: string): string[] =>
  [
    ...new Set(
      searchText
        .trim()
        .split(' ')
        .filter((word) => [...word].length >= SEARCH_MIN_LETTERS)
        .map(prefixOf),
    ),
  ].slice(0, MAX_PREFIXES);

/** The id of a contract's search item for one prefix. */
export const searchItemId = (contractId: string, prefix: string): string => `search#${contractId}#${prefix}`;

/** The search items of a contract, by prefix: what a search reads and filters on, without reading the contract. */
export const searchItemsOf = (record: ContractSummary): Map<string, Record<string, string>> => {
  const searchText = searchTextOf(record);
  const listSort = `${record.createdAt}#${record.id}`;
  return new Map(
    prefixesOf(searchText).map((prefix) => [
      prefix,
      {
        id: searchItemId(record.id, prefix),
        contractId: record.id,
        userId: record.userId,
        [SEARCH_INDEX.partition]: prefix,
        [SEARCH_INDEX.sort]: `${holderOf(record)}#${listSort}`,
        [LIST_SORT_ATTRIBUTE]: listSort,
        listState: listStateOf(record),
        categoryId: record.categoryId || '-',
        searchText,
      },
    ]),
  );
};

/**
 * The writes that move a contract's search items from `previous` (absent for a new contract) to `next` (absent for
 * a deleted one): a Put for each item new or changed, a Delete for each prefix gone; nothing when nothing a search
 * reads has changed (most draft saves).
 */
export const searchWriteItems = (
  table: string,
  previous?: ContractSummary,
  next?: ContractSummary,
): TransactItem[] => {
  const before = previous ? searchItemsOf(previous) : new Map<string, Record<string, string>>();
  const after = next ? searchItemsOf(next) : new Map<string, Record<string, string>>();
  const same = (a: Record<string, string> | undefined, b: Record<string, string>) =>
    a !== undefined && Object.keys(b).every((key) => a[key] === b[key]);
  return [
    ...[...after.entries()]
      .filter(([prefix, item]) => !same(before.get(prefix), item))
      .map(([, item]): TransactItem => ({ Put: { TableName: table, Item: item } })),
    ...[...before.keys()]
      .filter((prefix) => !after.has(prefix))
      .map((prefix): TransactItem => ({
        Delete: { TableName: table, Key: { id: searchItemId(previous?.id ?? '', prefix) } },
      })),
  ];
};
