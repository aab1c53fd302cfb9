import type { Paged } from './errors';

/** A page as every list answers it, from a page of results and the total; an empty list has one empty page. */
export const toPaged = <T>(results: T[], total: number, page: number, limit: number): Paged<T> => ({
  results,
  page,
  totalPages: Math.max(1, Math.ceil(total / limit)),
  totalResults: total,
});

/** One page of a list held whole in memory; a page past the end is empty. */
export const pageOf = <T>(items: readonly T[], page: number, limit: number): Paged<T> =>
  toPaged(items.slice((page - 1) * limit, page * limit), items.length, page, limit);
