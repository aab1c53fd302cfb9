import type { User } from '@redigo/shared/domain/user';
import { foldName } from '@redigo/shared/text';

/** Whether a search text occurs in the user's name, surname, "name surname" or PEC. */
export const matchesSearch = (user: User, search: string): boolean => {
  const wanted = foldName(search);
  if (wanted === '') return true;
  return [user.name, user.surname, `${user.name} ${user.surname}`, user.pec].some((field) =>
    foldName(field).includes(wanted),
  );
};
