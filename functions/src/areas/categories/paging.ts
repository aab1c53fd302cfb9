import type { Paged } from '@redigo/shared/errors';

/** A page as every list answers it; an empty list still has one (empty) page. */
export const toPaged = <T>(results: T[], total: number, page: number, limit: number): Paged<T> => ({
  results,
  page,
  totalPages: Math.max(1, Math.ceil(total / limit)),
  totalResults: total,
});
