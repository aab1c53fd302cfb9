import { authMessages } from '@redigo/shared/messages/auth';
import { BadRequestError } from '../../errors/app-errors';
import { hashToken } from '../../security/opaque-token';
import type { UserRecord } from '../users';
import type { AuthDeps } from './auth-deps';
import { deliver } from './deliver';

type Deps = Pick<AuthDeps, 'users' | 'linkTokens' | 'mailer' | 'mails' | 'logger' | 'clock'>;

/** Every confirmed admin hears that a registration awaits the Bar check. */
const notifyAdmins = async (deps: Deps, applicant: UserRecord): Promise<void> => {
  const admins = await deps.users.list({ role: 'admin', status: 'confermato' });
  await Promise.all(
    admins.map((admin) => deliver(deps, deps.mails.awaitingApproval(admin, applicant), 'awaiting-approval')),
  );
};

/**
 * POST /auth/verify-email?token=. Spends a verification link (single use, 24 h) and marks the PEC
 * verified; the account stays pending until an admin accepts it, and the admins are told. An unknown,
 * used or expired link: 400 `Verifica dell'E-mail fallita`.
 */
export const verifyEmail = async (deps: Deps, token: string): Promise<void> => {
  const userId = await deps.linkTokens.spend('verify', hashToken(token));
  const user = userId ? await deps.users.findById(userId) : undefined;
  if (!user || user.status === 'cancellato') throw new BadRequestError(authMessages.verifyFailed);
  const verifiedNow = await deps.users.markEmailVerified(user.id, deps.clock.now().toISOString());
  if (verifiedNow && user.status === 'in attesa') await notifyAdmins(deps, user);
};
