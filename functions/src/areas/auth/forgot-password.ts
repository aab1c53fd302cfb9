import { hashToken, newOpaqueToken } from '../../security/opaque-token';
import { deliver } from './deliver';
import { mailOnRequest, type MailOnRequestDeps } from './mail-on-request';

/** How long a password reset link works. */
const RESET_TOKEN_TTL_MS = 3600 * 1000;

/**
 * POST /auth/forgot-password. Mails a single-use reset link (1 h) to an existing, verified account; any
 * other PEC gets the same answer after the same time, and no mail.
 */
export const forgotPassword = (deps: MailOnRequestDeps, pec: string): Promise<void> =>
  mailOnRequest(deps, pec, {
    isFor: (user) => user.email_verified,
    quota: 'reset',
    send: async (user) => {
      const token = newOpaqueToken();
      const expiresAt = new Date(deps.clock.now().getTime() + RESET_TOKEN_TTL_MS);
      await deps.linkTokens.save('reset', hashToken(token), user.id, expiresAt);
      await deliver(deps, deps.mails.passwordReset(user, token), 'password-reset');
    },
  });
