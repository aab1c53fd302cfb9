import { ROLES, type Role } from '@redigo/shared/roles';
import type { Clock } from '../ports/clock';
import type { SecretsProvider } from '../ports/secrets';
import type { Principal } from './principal';
import { createSignedJwts } from './signed-jwts';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const VERIFIED_TOKENS_KEPT = 10_000;

/** Issues and verifies the 15-minute access JWTs (HS256, algorithm, audience, issuer and type pinned). */
export interface AccessTokens {
  issue(principal: Principal): Promise<string>;
  /** The principal, or undefined for any token that is not a valid, unexpired access token of ours. */
  verify(token: string): Promise<Principal | undefined>;
}

export const createAccessTokens = (secrets: SecretsProvider, clock: Clock): AccessTokens => {
  let key: Uint8Array | undefined;
  const signingKey = async (): Promise<Uint8Array> => {
    key ??= new Uint8Array(Buffer.from((await secrets.get()).jwtSigningKey, 'base64'));
    return key;
  };
  const jwts = createSignedJwts(
    { audience: 'redigo-api', type: 'at+jwt', ttlSeconds: ACCESS_TOKEN_TTL_SECONDS },
    signingKey,
    clock,
  );

  // A token's bytes always verify the same way: remember the good ones until they expire, which spares the
  // HMAC on every request of a busy client. Nothing about sessions is cached here.
  const verified = new Map<string, { principal: Principal; expiresAtMs: number }>();

  return {
    issue: ({ userId, role, sessionId }) => jwts.issue(userId, { role, sid: sessionId }),

    async verify(token) {
      const nowMs = clock.now().getTime();
      const known = verified.get(token);
      if (known) {
        if (known.expiresAtMs > nowMs) return known.principal;
        verified.delete(token);
      }
      const payload = await jwts.verify(token);
      if (!payload) return undefined;
      const { sub, role, sid } = payload;
      if (typeof sub !== 'string' || typeof sid !== 'string' || !ROLES.includes(role as Role))
        return undefined;
      const principal: Principal = { userId: sub, role: role as Role, sessionId: sid };
      if (verified.size >= VERIFIED_TOKENS_KEPT) verified.clear();
      verified.set(token, { principal, expiresAtMs: Number(payload.exp) * 1000 });
      return principal;
    },
  };
};
