import { authMessages } from '@redigo/shared/messages/auth';
import { ForbiddenError } from '../../errors/app-errors';
import type { UserRecord } from '../users';

/**
 * Why an account whose password is right may not sign in, or undefined when it may. Shown only after a
 * correct password, so these answers reveal nothing to someone who doesn't know it.
 */
export const signInRefusal = (user: UserRecord): ForbiddenError | undefined => {
  if (!user.email_verified) return new ForbiddenError(authMessages.emailNotVerified, 'EMAIL_NOT_VERIFIED');
  switch (user.status) {
    case 'confermato':
      return undefined;
    case 'in attesa':
      return new ForbiddenError(authMessages.accountPending, 'ACCOUNT_PENDING');
    case 'sospeso':
      return new ForbiddenError(authMessages.accountSuspended, 'ACCOUNT_SUSPENDED');
    default:
      return new ForbiddenError(authMessages.accountRejected, 'ACCOUNT_REJECTED');
  }
};
