import { hashToken, newOpaqueToken } from '../../security/opaque-token';
import type { AuthDeps } from './auth-deps';
import { deliver } from './deliver';

/** How long a password reset link works. */
export const RESET_TOKEN_TTL_MS = 3600 * 1000;

/**
 * POST /auth/forgot-password. Mails a single-use reset link (1 h) to an existing, verified account; any
 * other PEC gets the same answer after the same time, and no mail.
 */
export const forgotPassword = async (
  deps: Pick<
    AuthDeps,
    'users' | 'linkTokens' | 'mailQuota' | 'mailer' | 'mails' | 'logger' | 'clock' | 'pace'
  >,
  pec: string,
): Promise<void> => {
  await deps.pace(async () => {
    const user = await deps.users.findByPec(pec);
    if (!user || !user.email_verified || user.status === 'cancellato') return;
    if (!(await deps.mailQuota.allows('reset', user.pec))) return;
    const token = newOpaqueToken();
    const expiresAt = new Date(deps.clock.now().getTime() + RESET_TOKEN_TTL_MS);
    await deps.linkTokens.save('reset', hashToken(token), user.id, expiresAt);
    await deliver(deps, deps.mails.passwordReset(user, token), 'password-reset');
  });
};
