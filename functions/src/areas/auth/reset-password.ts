import { authMessages } from '@redigo/shared/messages/auth';
import { BadRequestError } from '../../errors/app-errors';
import { hashToken } from '../../security/opaque-token';
import type { AuthDeps } from './auth-deps';
import { deliver } from './deliver';

/**
 * POST /auth/reset-password?token=. The new password is checked first, so a refused one leaves the link
 * usable; then the link is spent (single use, 1 h), the password replaced, every login session of the
 * account revoked, other reset links spent and the account's login lock lifted. A bad link: 400
 * `Reset della password fallito`.
 */
export const resetPassword = async (
  deps: Pick<
    AuthDeps,
    | 'users'
    | 'linkTokens'
    | 'sessions'
    | 'throttle'
    | 'passwordHasher'
    | 'mailer'
    | 'mails'
    | 'logger'
    | 'clock'
  >,
  input: { token: string; password: string },
): Promise<void> => {
  const userId = await deps.linkTokens.spend('reset', hashToken(input.token));
  const user = userId ? await deps.users.findById(userId) : undefined;
  if (!user || user.status === 'cancellato') throw new BadRequestError(authMessages.resetFailed);
  const passwordHash = await deps.passwordHasher.hash(input.password);
  await deps.users.setPasswordHash(user.id, passwordHash, deps.clock.now().toISOString());
  await Promise.all([
    deps.sessions.revokeAllOf(user.id),
    deps.linkTokens.spendAllOf('reset', user.id),
    deps.throttle.release(user.pec),
  ]);
  await deliver(deps, deps.mails.passwordChanged(user), 'password-changed');
};
