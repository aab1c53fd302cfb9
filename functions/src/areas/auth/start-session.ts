import { hashToken, newOpaqueToken } from '../../security/opaque-token';
import type { UserRecord } from '../users';
import type { AuthDeps } from './auth-deps';

/** How long a refresh token (and so an idle login session) lives. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3600 * 1000;

/** The tokens a client keeps: a 15-minute access JWT and an opaque, single-use refresh token. */
export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

/** Opens a login session for a user who may sign in: the session, its first refresh token, an access token. */
export const startSession = async (
  deps: Pick<AuthDeps, 'sessions' | 'accessTokens' | 'ids' | 'clock'>,
  user: UserRecord,
): Promise<TokenPair> => {
  const sessionId = deps.ids.newId();
  const refreshToken = newOpaqueToken();
  await deps.sessions.start({
    sessionId,
    userId: user.id,
    refreshTokenHash: hashToken(refreshToken),
    expiresAt: new Date(deps.clock.now().getTime() + REFRESH_TOKEN_TTL_MS),
  });
  const accessToken = await deps.accessTokens.issue({ userId: user.id, role: user.role, sessionId });
  return { accessToken, refreshToken };
};
