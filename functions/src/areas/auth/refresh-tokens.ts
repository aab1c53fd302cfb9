import { UnauthorizedError } from '../../errors/app-errors';
import { hashToken, newOpaqueToken } from '../../security/opaque-token';
import { epochSeconds } from '../../security/epoch';
import type { AuthDeps } from './auth-deps';
import { signInRefusal } from './sign-in-policy';
import { REFRESH_TOKEN_TTL_MS, type TokenPair } from './start-session';

/**
 * POST /auth/refresh-tokens. Exchanges a refresh token for a new pair; the old one is spent. Presenting a
 * spent token means it was copied: the whole login session is revoked (reuse detection). A session whose
 * account may no longer sign in is revoked too. Every refusal is the same 401.
 */
export const refreshTokens = async (
  deps: Pick<AuthDeps, 'users' | 'sessions' | 'accessTokens' | 'clock'>,
  refreshToken: string | undefined,
): Promise<TokenPair> => {
  const current = refreshToken ? await deps.sessions.findRefreshToken(hashToken(refreshToken)) : undefined;
  if (!current || current.expiresAt <= epochSeconds(deps.clock.now())) throw new UnauthorizedError();
  const refuse = async (): Promise<never> => {
    await deps.sessions.revoke(current.sessionId);
    throw new UnauthorizedError();
  };
  if (current.usedAt) return refuse();
  const user = await deps.users.findById(current.userId);
  if (!user || signInRefusal(user)) return refuse();

  const next = newOpaqueToken();
  const expiresAt = new Date(deps.clock.now().getTime() + REFRESH_TOKEN_TTL_MS);
  if (!(await deps.sessions.rotate(current, hashToken(next), expiresAt))) return refuse();
  const accessToken = await deps.accessTokens.issue({
    userId: user.id,
    role: user.role,
    sessionId: current.sessionId,
  });
  return { accessToken, refreshToken: next };
};
