import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { SEARCH_MIN_LETTERS, searchWords } from '@redigo/shared/text';
import type { ListScope } from '../../../areas/contracts';
import { queryAll } from '../query-all';
import type { ListEntry } from './contract-list-entries';
import { holderPrefixesOfScope } from './contract-list-keys';
import { prefixOf, SEARCH_INDEX } from './contract-search-keys';

interface SearchItem {
  contractId: string;
  listSort: string;
  userId: string;
}

/** The word a search looks up: its longest (the rarest prefix, likely), of at least SEARCH_MIN_LETTERS letters. */
const keyWordOf = (words: string[]): string | undefined =>
  [...words]
    .filter((word) => [...word].length >= SEARCH_MIN_LETTERS)
    .sort((a, b) => [...b].length - [...a].length)[0];

/**
 * The entries of the contracts in `scope` whose name, title or parties have a word beginning with each word of
 * `search`, newest first: one Query of the search index's partition of the key word's prefix (a lawyer's own
 * stretch of it, or all of it for everyone's contracts), DynamoDB filtering by state, category and words. It reads
 * the contracts sharing that prefix, never the table.
 */
export const createSearchReader =
  (dynamo: DynamoDBDocumentClient, contractsTable: string) =>
  async (scope: ListScope, search: string): Promise<ListEntry[]> => {
    const words = searchWords(search);
    const key = keyWordOf(words);
    if (!key || scope.states.length === 0) return [];
    const states = Object.fromEntries(scope.states.map((state, i) => [`:state${i}`, state]));
    const wordValues = Object.fromEntries(words.map((word, i) => [`:word${i}`, ` ${word}`]));
    const filters = [
      `#state IN (${Object.keys(states).join(', ')})`,
      ...(scope.categoryId ? ['#category = :category'] : []),
      ...Object.keys(wordValues).map((name) => `contains(#text, ${name})`),
    ];
    // One stretch of the partition per holder the scope reads (contract-list-keys.ts), or all of it.
    const query = (holder: string | undefined) =>
      queryAll<SearchItem>(dynamo, {
        TableName: contractsTable,
        IndexName: SEARCH_INDEX.name,
        KeyConditionExpression:
          holder === undefined ? '#key = :key' : '#key = :key AND begins_with(#sort, :owner)',
        FilterExpression: filters.join(' AND '),
        ProjectionExpression: 'contractId, listSort, userId',
        ExpressionAttributeNames: {
          '#key': SEARCH_INDEX.partition,
          '#state': 'listState',
          '#text': 'searchText',
          ...(holder !== undefined && { '#sort': SEARCH_INDEX.sort }),
          ...(scope.categoryId && { '#category': 'categoryId' }),
        },
        ExpressionAttributeValues: {
          ':key': prefixOf(key),
          ...(holder !== undefined && { ':owner': holder }),
          ...(scope.categoryId && { ':category': scope.categoryId }),
          ...states,
          ...wordValues,
        },
        ScanIndexForward: false,
      });
    const holders = holderPrefixesOfScope(scope);
    const items = (await Promise.all(holders ? holders.map(query) : [query(undefined)])).flat();
    return items
      .map(({ contractId, listSort, userId }) => ({ id: contractId, listSort, userId }))
      .sort((a, b) => (a.listSort < b.listSort ? 1 : a.listSort > b.listSort ? -1 : 0));
  };
