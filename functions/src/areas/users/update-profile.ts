import type { User } from '@redigo/shared/domain/user';
import { authMessages } from '@redigo/shared/messages/auth';
import type { UpdateProfileBody } from '@redigo/shared/schemas/users';
import { NotFoundError } from '../../errors/app-errors';
import type { Principal } from '../../security/principal';
import { toUser, type ConsentTimestamps, type UserRecord } from './user-record';
import type { UsersDeps } from './users-deps';

const consentsAfter = (user: UserRecord, newsletter: boolean, now: string): ConsentTimestamps => {
  const consents = { ...user.consents };
  if (newsletter === user.newsletter) return consents;
  if (newsletter) {
    delete consents.newsletter_withdrawn;
    return { ...consents, newsletter: now };
  }
  return { ...consents, newsletter_withdrawn: now };
};

/**
 * PUT /user/{id}: the user themself changes the newsletter consent (its timestamp is kept) and gets the stored
 * user back. Name, surname and PEC in the body are ignored (they change through support). Anyone else gets
 * 404.
 */
export const updateProfile = async (
  deps: Pick<UsersDeps, 'users' | 'clock'>,
  caller: Principal,
  id: string,
  body: UpdateProfileBody,
): Promise<User> => {
  const user = caller.userId === id ? await deps.users.findById(id) : undefined;
  if (!user || user.status === 'cancellato') throw new NotFoundError(authMessages.userNotFound);
  const now = deps.clock.now().toISOString();
  const consents = consentsAfter(user, body.newsletter, now);
  if (!(await deps.users.setNewsletter(id, body.newsletter, consents, now)))
    throw new NotFoundError(authMessages.userNotFound);
  return toUser({ ...user, newsletter: body.newsletter, consents });
};
