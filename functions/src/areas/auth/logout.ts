import { hashToken } from '../../security/opaque-token';
import type { AuthDeps } from './auth-deps';

/**
 * POST /auth/logout. Revokes the login session of a refresh token, so its access tokens stop working too.
 * Logging out is idempotent: a missing, unknown or already revoked token changes nothing.
 */
export const logout = async (
  deps: Pick<AuthDeps, 'sessions'>,
  refreshToken: string | undefined,
): Promise<void> => {
  if (!refreshToken) return;
  const current = await deps.sessions.findRefreshToken(hashToken(refreshToken));
  if (current) await deps.sessions.revoke(current.sessionId);
};
