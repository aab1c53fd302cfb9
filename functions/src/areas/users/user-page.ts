import type { User } from '@redigo/shared/domain/user';
import type { Paged } from '@redigo/shared/errors';

/** Lower case, without accents, so "nicolo" finds "Nicolò". */
const folded = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Whether a search text occurs in the user's name, surname, "name surname" or PEC. */
export const matchesSearch = (user: User, search: string): boolean => {
  const wanted = folded(search.trim());
  if (wanted === '') return true;
  return [user.name, user.surname, `${user.name} ${user.surname}`, user.pec].some((field) =>
    folded(field).includes(wanted),
  );
};

/** One page of a list; a page past the end is empty. */
export const pageOf = <T>(items: readonly T[], page: number, limit: number): Paged<T> => ({
  results: items.slice((page - 1) * limit, page * limit),
  page,
  totalPages: Math.ceil(items.length / limit),
  totalResults: items.length,
});
