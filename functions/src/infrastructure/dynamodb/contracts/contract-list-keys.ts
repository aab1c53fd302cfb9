import type { ContractRecord, ContractSummary, ListScope, ListState } from '../../../areas/contracts';
import { listStateOf } from '../../../areas/contracts';

/**
 * The contracts table's list indexes (see `table-definitions.ts`): each is partitioned by the filters that
 * matter to a list and sorted by `listSort` (`<createdAt>#<id>`, so newest first is one reverse query). A list
 * reads one partition per state it shows (at most three) and merges them; each partition has a counter.
 *
 * A studio's contract (docs/api.md, "The studio") is listed under its owner as `@<studioId>@<userId>` (the owner's
 * share of that studio, which a member who left no longer reads) and in the studio's own partitions; a riservato
 * one under its owner's id alone. A member's archive reads at most two partitions per state: `mine` the owner's
 * own and their share of the studio, `studio` the studio's, `all` the owner's own and the studio's.
 */
export const LIST_INDEXES = {
  owner: { name: 'by-owner', attribute: 'ownerKey' },
  ownerCategory: { name: 'by-owner-category', attribute: 'ownerCategoryKey' },
  all: { name: 'by-state', attribute: 'stateKey' },
  allCategory: { name: 'by-state-category', attribute: 'stateCategoryKey' },
  studio: { name: 'by-studio', attribute: 'studioKey' },
  studioCategory: { name: 'by-studio-category', attribute: 'studioCategoryKey' },
} as const;
export type ListIndex = keyof typeof LIST_INDEXES;

export const LIST_SORT_ATTRIBUTE = 'listSort';

/** Key attributes can't be empty: a contract whose template has no category lists under this one. */
const NO_CATEGORY = '-';

/** One value of one list index's partition key: the contracts of one list, in one state. */
export interface ListPartition {
  index: ListIndex;
  value: string;
}

/** Whose list a contract sits in under the owner indexes and in the search's order: see LIST_INDEXES. */
export const holderOf = ({ userId, studioId }: Pick<ContractSummary, 'userId' | 'studioId'>): string =>
  studioId ? `@${studioId}@${userId}` : userId;

/** The holder prefix of every contract of a studio, whoever its owner. */
export const studioHolderPrefix = (studioId: string): string => `@${studioId}@`;

/** `key` the holder (owner indexes), the studio (studio indexes), or nothing (the indexes of everyone's). */
const partitionValue = (index: ListIndex, state: ListState, key: string, categoryId: string): string => {
  const category = categoryId || NO_CATEGORY;
  switch (index) {
    case 'owner':
    case 'studio':
      return `${key}#${state}`;
    case 'ownerCategory':
    case 'studioCategory':
      return `${key}#${state}#${category}`;
    case 'all':
      return state;
    case 'allCategory':
      return `${state}#${category}`;
  }
};

/** The partitions a contract is listed in: four, and two more for a studio's contract. */
export const partitionsOf = (record: ContractRecord): ListPartition[] => {
  const state = listStateOf(record);
  const keyOf = (index: ListIndex): string | undefined =>
    index === 'studio' || index === 'studioCategory' ? record.studioId : holderOf(record);
  return (Object.keys(LIST_INDEXES) as ListIndex[]).flatMap((index) => {
    const key = keyOf(index);
    return key === undefined ? [] : [{ index, value: partitionValue(index, state, key, record.categoryId) }];
  });
};

/** The attributes that put a contract's item in the list indexes. */
export const listAttributesOf = (record: ContractRecord): Record<string, string> => ({
  [LIST_SORT_ATTRIBUTE]: `${record.createdAt}#${record.id}`,
  ...Object.fromEntries(
    partitionsOf(record).map(({ index, value }) => [LIST_INDEXES[index].attribute, value]),
  ),
});

/** The lists a scope reads, each an index kind and its key (a holder or a studio), none of them overlapping. */
const sourcesOf = ({ ownerId, studio }: ListScope): { kind: 'owner' | 'studio' | 'all'; key: string }[] => {
  if (ownerId === undefined) return [{ kind: 'all', key: '' }];
  const own = { kind: 'owner' as const, key: ownerId };
  if (!studio) return [own];
  switch (studio.scope) {
    case 'mine':
      return [own, { kind: 'owner', key: holderOf({ userId: ownerId, studioId: studio.id }) }];
    case 'studio':
      return [{ kind: 'studio', key: studio.id }];
    case 'all':
      return [own, { kind: 'studio', key: studio.id }];
  }
};

const INDEX_OF = {
  owner: ['owner', 'ownerCategory'],
  studio: ['studio', 'studioCategory'],
  all: ['all', 'allCategory'],
} as const satisfies Record<string, readonly [ListIndex, ListIndex]>;

/** The partitions that together hold exactly the contracts of a scope. */
export const partitionsOfScope = (scope: ListScope): ListPartition[] =>
  sourcesOf(scope).flatMap(({ kind, key }) => {
    const index: ListIndex = INDEX_OF[kind][scope.categoryId ? 1 : 0];
    return scope.states.map((state) => ({
      index,
      value: partitionValue(index, state, key, scope.categoryId ?? ''),
    }));
  });

/** The search index's sort prefixes (`<holder>#`) that hold a scope's contracts; none for everyone's. */
export const holderPrefixesOfScope = ({ ownerId, studio }: ListScope): string[] | undefined => {
  if (ownerId === undefined) return undefined;
  if (!studio) return [`${ownerId}#`];
  const share = `${holderOf({ userId: ownerId, studioId: studio.id })}#`;
  switch (studio.scope) {
    case 'mine':
      return [`${ownerId}#`, share];
    case 'studio':
      return [studioHolderPrefix(studio.id)];
    case 'all':
      return [`${ownerId}#`, studioHolderPrefix(studio.id)];
  }
};

/** The id of a partition's counter item in the contracts table. */
export const counterIdOf = ({ index, value }: ListPartition): string =>
  `count#${LIST_INDEXES[index].name}#${value}`;
