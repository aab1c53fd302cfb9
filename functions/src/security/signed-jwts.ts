import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { Clock } from '../ports/clock';

const ALGORITHM = 'HS256';
const ISSUER = 'redigo';

/** One kind of our JWTs: its audience and type (header `typ`), pinned when issued and when verified, and its life. */
export interface JwtKind {
  audience: string;
  type: string;
  ttlSeconds: number;
}

export interface SignedJwts {
  /** A token of this kind naming `subject`, with the claims given, valid for the kind's life from now. */
  issue(subject: string, claims?: Record<string, unknown>): Promise<string>;
  /** The payload (with `sub`, `exp` and `iat`) of a valid, unexpired token of this kind, or undefined. */
  verify(token: string): Promise<JWTPayload | undefined>;
}

/**
 * The HS256 JWTs of one kind, signed with the key given: algorithm, issuer, audience and type pinned, so that a
 * token of another kind (the access tokens', the client tokens') never verifies as one of this kind.
 */
export const createSignedJwts = (
  kind: JwtKind,
  signingKey: () => Promise<Uint8Array>,
  clock: Clock,
): SignedJwts => ({
  async issue(subject, claims = {}) {
    const nowSeconds = Math.floor(clock.now().getTime() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: ALGORITHM, typ: kind.type })
      .setSubject(subject)
      .setIssuer(ISSUER)
      .setAudience(kind.audience)
      .setIssuedAt(nowSeconds)
      .setExpirationTime(nowSeconds + kind.ttlSeconds)
      .sign(await signingKey());
  },

  async verify(token) {
    try {
      const { payload } = await jwtVerify(token, await signingKey(), {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: kind.audience,
        typ: kind.type,
        currentDate: clock.now(),
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      return payload;
    } catch {
      return undefined;
    }
  },
});
