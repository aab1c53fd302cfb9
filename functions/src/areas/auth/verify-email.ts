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

/** How long a used verification link still answers 200 (docs/api.md, Auth): a mail scanner may have opened it. */
const VERIFIED_LINK_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * POST /auth/verify-email?token=. Uses a verification link (24 h) and marks the PEC verified; the account stays
 * pending until an admin accepts it, and the admins are told, once. The same link again within 7 days of its use
 * answers 200 too, and mails nobody. An unknown or expired link, or one used more than 7 days ago: 400
 * `Verifica dell'E-mail fallita`.
 */
export const verifyEmail = async (deps: Deps, token: string): Promise<void> => {
  const now = deps.clock.now().getTime();
  const userId = await deps.linkTokens.spendVerification(
    hashToken(token),
    new Date(now - VERIFIED_LINK_DAYS * DAY_MS),
    new Date(now + VERIFIED_LINK_DAYS * DAY_MS),
  );
  const user = userId ? await deps.users.findById(userId) : undefined;
  if (!user || user.status === 'cancellato') throw new BadRequestError(authMessages.verifyFailed);
  const verifiedNow = await deps.users.markEmailVerified(user.id, deps.clock.now().toISOString());
  if (verifiedNow && user.status === 'in attesa') await notifyAdmins(deps, user);
};
