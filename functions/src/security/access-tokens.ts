import { jwtVerify, SignJWT } from 'jose';
import { ROLES, type Role } from '@redigo/shared/roles';
import type { Clock } from '../ports/clock';
import type { SecretsProvider } from '../ports/secrets';
import type { Principal } from './principal';

const ALGORITHM = 'HS256';
const ISSUER = 'redigo';
const AUDIENCE = 'redigo-api';
const TOKEN_TYPE = 'at+jwt';
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

  // A token's bytes always verify the same way: remember the good ones until they expire, which spares the
  // HMAC on every request of a busy client. Nothing about sessions is cached here.
  const verified = new Map<string, { principal: Principal; expiresAtMs: number }>();

  return {
    async issue({ userId, role, sessionId }) {
      const nowSeconds = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ role, sid: sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: TOKEN_TYPE })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(nowSeconds)
        .setExpirationTime(nowSeconds + ACCESS_TOKEN_TTL_SECONDS)
        .sign(await signingKey());
    },

    async verify(token) {
      const nowMs = clock.now().getTime();
      const known = verified.get(token);
      if (known) {
        if (known.expiresAtMs > nowMs) return known.principal;
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, await signingKey(), {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          typ: TOKEN_TYPE,
          currentDate: clock.now(),
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        const { sub, role, sid } = payload;
        if (typeof sub !== 'string' || typeof sid !== 'string' || !ROLES.includes(role as Role))
          return undefined;
        const principal: Principal = { userId: sub, role: role as Role, sessionId: sid };
        if (verified.size >= VERIFIED_TOKENS_KEPT) verified.clear();
        verified.set(token, { principal, expiresAtMs: Number(payload.exp) * 1000 });
        return principal;
      } catch {
        return undefined;
      }
    },
  };
};
