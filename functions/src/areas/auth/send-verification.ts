import { hashToken, newOpaqueToken } from '../../security/opaque-token';
import type { UserRecord } from '../users';
import type { AuthDeps } from './auth-deps';
import { deliver } from './deliver';

/** How long a PEC verification link works. */
const VERIFY_TOKEN_TTL_MS = 24 * 3600 * 1000;

/** Mails a new single-use verification link to the user's PEC. */
export const sendVerification = async (
  deps: Pick<AuthDeps, 'linkTokens' | 'mailer' | 'mails' | 'logger' | 'clock'>,
  user: UserRecord,
): Promise<void> => {
  const token = newOpaqueToken();
  const expiresAt = new Date(deps.clock.now().getTime() + VERIFY_TOKEN_TTL_MS);
  await deps.linkTokens.save('verify', hashToken(token), user.id, expiresAt);
  await deliver(deps, deps.mails.verification(user, token), 'verification');
};
