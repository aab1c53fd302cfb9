import type { AccessTokens } from './access-tokens';
import type { Principal } from './principal';
import type { SessionRegistry } from './session-registry';

/** Turns an Authorization header into the caller, or undefined when it doesn't prove one. */
export interface Authenticator {
  authenticate(authorizationHeader: string | undefined): Promise<Principal | undefined>;
}

const BEARER = /^Bearer\s+([A-Za-z0-9_\-.]+)$/i;

export const createAuthenticator = (tokens: AccessTokens, sessions: SessionRegistry): Authenticator => ({
  async authenticate(header) {
    const token = header?.trim().match(BEARER)?.[1];
    if (!token) return undefined;
    const principal = await tokens.verify(token);
    if (!principal) return undefined;
    return (await sessions.isActive(principal.sessionId)) ? principal : undefined;
  },
});
