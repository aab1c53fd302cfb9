import type { ContractRecord, ListScope, ListState } from '../../../areas/contracts';
import { listStateOf } from '../../../areas/contracts';

/**
 * The contracts table's list indexes (see `table-definitions.ts`): each is partitioned by the filters that
 * matter to a list and sorted by `listSort` (`<createdAt>#<id>`, so newest first is one reverse query). A list
 * reads one partition per state it shows (at most three) and merges them; each partition has a counter.
 */
export const LIST_INDEXES = {
  owner: { name: 'by-owner', attribute: 'ownerKey' },
  ownerCategory: { name: 'by-owner-category', attribute: 'ownerCategoryKey' },
  all: { name: 'by-state', attribute: 'stateKey' },
  allCategory: { name: 'by-state-category', attribute: 'stateCategoryKey' },
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

const partitionValue = (index: ListIndex, state: ListState, ownerId: string, categoryId: string): string => {
  const category = categoryId || NO_CATEGORY;
  switch (index) {
    case 'owner':
      return `${ownerId}#${state}`;
    case 'ownerCategory':
      return `${ownerId}#${state}#${category}`;
    case 'all':
      return state;
    case 'allCategory':
      return `${state}#${category}`;
  }
};

/** The four partitions a contract is listed in. */
export const partitionsOf = (record: ContractRecord): ListPartition[] => {
  const state = listStateOf(record);
  return (Object.keys(LIST_INDEXES) as ListIndex[]).map((index) => ({
    index,
    value: partitionValue(index, state, record.userId, record.categoryId),
  }));
};

/** The attributes that put a contract's item in the list indexes. */
export const listAttributesOf = (record: ContractRecord): Record<string, string> => ({
  [LIST_SORT_ATTRIBUTE]: `${record.createdAt}#${record.id}`,
  ...Object.fromEntries(
    partitionsOf(record).map(({ index, value }) => [LIST_INDEXES[index].attribute, value]),
  ),
});

/** The partitions that together hold exactly the contracts of a scope. */
export const partitionsOfScope = ({ ownerId, states, categoryId }: ListScope): ListPartition[] => {
  const index: ListIndex =
    ownerId === undefined ? (categoryId ? 'allCategory' : 'all') : categoryId ? 'ownerCategory' : 'owner';
  return states.map((state) => ({
    index,
    value: partitionValue(index, state, ownerId ?? '', categoryId ?? ''),
  }));
};

/** The id of a partition's counter item in the contracts table. */
export const counterIdOf = ({ index, value }: ListPartition): string =>
  `count#${LIST_INDEXES[index].name}#${value}`;
