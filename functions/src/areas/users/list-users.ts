import type { User } from '@redigo/shared/domain/user';
import type { Paged } from '@redigo/shared/errors';
import type { ListUsersQuery } from '@redigo/shared/schemas/users';
import { pageOf } from '@redigo/shared/paging';
import { matchesSearch } from './user-page';
import type { UsersDeps } from './users-deps';

/**
 * GET /user (admin). Users newest first, filtered by status, verification and a case- and
 * accent-insensitive search on name, surname and PEC; never `cancellato` ones, never a password hash.
 */
export const listUsers = async (
  deps: Pick<UsersDeps, 'users'>,
  query: ListUsersQuery,
): Promise<Paged<User>> => {
  const users = await deps.users.list({ status: query.status, email_verified: query.email_verified });
  const found = query.name ? users.filter((user) => matchesSearch(user, query.name ?? '')) : users;
  return pageOf(found, query.page, query.limit);
};
