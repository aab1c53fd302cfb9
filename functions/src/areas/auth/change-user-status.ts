import { canChangeStatus, type UserStatus } from '@redigo/shared/domain/user';
import { authMessages } from '@redigo/shared/messages/auth';
import { ConflictError, NotFoundError } from '../../errors/app-errors';
import type { Principal } from '../../security/principal';
import type { AuthDeps } from './auth-deps';
import { deliver } from './deliver';

export interface ChangeUserStatusInput {
  userId: string;
  status: UserStatus;
}

/**
 * POST /auth/change-user-status (admin). Only the transitions of the spec, else 409: pending to accepted
 * (the user gets a login link; one whose PEC is not verified yet still can't sign in until it is) or rejected; accepted to suspended (every login
 * session ends at once); suspended to accepted (the user is told). An admin cannot change their own status.
 */
export const changeUserStatus = async (
  deps: Pick<AuthDeps, 'users' | 'sessions' | 'mailer' | 'mails' | 'logger' | 'clock'>,
  admin: Principal,
  input: ChangeUserStatusInput,
): Promise<{ id: string }> => {
  const user = await deps.users.findById(input.userId);
  if (!user) throw new NotFoundError(authMessages.userNotFound);
  if (user.id === admin.userId) throw new ConflictError(authMessages.ownStatus);
  if (!canChangeStatus(user.status, input.status))
    throw new ConflictError(authMessages.statusTransition(user.status, input.status));

  const changed = await deps.users.changeStatus(
    user.id,
    user.status,
    input.status,
    deps.clock.now().toISOString(),
  );
  if (!changed) throw new ConflictError(authMessages.statusChanged);
  if (input.status === 'sospeso') await deps.sessions.revokeAllOf(user.id);
  if (input.status === 'confermato') {
    const mail = user.status === 'sospeso' ? deps.mails.reactivated(user) : deps.mails.approved(user);
    await deliver(deps, mail, 'status-change');
  }
  return { id: user.id };
};
