import type { Contract } from '@redigo/shared/domain/contract';

export type DocumentSortKey = 'name' | 'surname' | 'title' | 'createdAt' | 'paidAt';
type SortDirection = 'ascending' | 'descending';

export interface DocumentSort {
  key: DocumentSortKey;
  direction: SortDirection;
}

/** Generation date, newest first (docs/product-spec.md section 2, admin generated documents). */
export const DEFAULT_DOCUMENT_SORT: DocumentSort = { key: 'createdAt', direction: 'descending' };

/** Clicking a header: the sorted column turns around; another column sorts ascending. */
export const toggleSort = (current: DocumentSort, key: DocumentSortKey): DocumentSort =>
  current.key === key
    ? { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
    : { key, direction: 'ascending' };

const valueOf = (contract: Contract, key: DocumentSortKey): string | number | null => {
  switch (key) {
    case 'name':
      return contract.userId?.name ?? null;
    case 'surname':
      return contract.userId?.surname ?? null;
    case 'title':
      return `${contract.title}\u0000${contract.name || contract.title}`;
    case 'createdAt':
      return Date.parse(contract.createdAt);
    case 'paidAt':
      return contract.paymentId ? Date.parse(contract.paymentId.updatedAt) : null;
  }
};

const collator = new Intl.Collator('it', { sensitivity: 'base', numeric: true });

/** The page's rows in the chosen order; rows without the value (no payment, no user) go last either way. */
export const sortDocuments = (rows: readonly Contract[], sort: DocumentSort): Contract[] => {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const [x, y] = [valueOf(a, sort.key), valueOf(b, sort.key)];
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    const order =
      typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
    return sign * order;
  });
};
