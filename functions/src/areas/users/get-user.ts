import type { User } from '@redigo/shared/domain/user';
import { authMessages } from '@redigo/shared/messages/auth';
import { NotFoundError } from '../../errors/app-errors';
import { ownerOrAdmin } from '../../security/owner-or-admin';
import type { Principal } from '../../security/principal';
import { toUser } from './user-record';
import type { UsersDeps } from './users-deps';

/** GET /user/{id}: the user themself or an admin; anyone else, and a cancelled account, get 404. */
export const getUser = async (
  deps: Pick<UsersDeps, 'users'>,
  caller: Principal,
  id: string,
): Promise<User> => {
  ownerOrAdmin(caller, { userId: id }, authMessages.userNotFound);
  const user = await deps.users.findById(id);
  if (!user || user.status === 'cancellato') throw new NotFoundError(authMessages.userNotFound);
  return toUser(user);
};
