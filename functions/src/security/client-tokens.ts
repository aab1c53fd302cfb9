import { createHmac } from 'node:crypto';
import { CLIENT_LINK_LIMITS } from '@redigo/shared/domain/client-link';
import type { Clock } from '../ports/clock';
import type { SecretsProvider } from '../ports/secrets';
import { createSignedJwts } from './signed-jwts';

export const CLIENT_TOKEN_TTL_SECONDS = CLIENT_LINK_LIMITS.clientTokenHours * 3600;

/** The holder of a client token: the client of one link (docs/api.md, "The client's data by link"). */
export interface ClientPrincipal {
  linkId: string;
}

/**
 * The client's tokens: HS256 JWTs of 2 hours naming one link, signed with a key of their own (derived from the JWT
 * key), with their own audience and type. The access tokens' verifier refuses them (a client token opens no other
 * route) and this one refuses access tokens. Whether the link still works is the area's to check on every request.
 */
export interface ClientTokens {
  issue(client: ClientPrincipal): Promise<string>;
  verify(token: string): Promise<ClientPrincipal | undefined>;
  /** The client of an Authorization header (`Bearer <token>`), or undefined. */
  authenticate(authorizationHeader: string | undefined): Promise<ClientPrincipal | undefined>;
}

const BEARER = /^Bearer\s+([A-Za-z0-9_\-.]+)$/i;

export const createClientTokens = (secrets: SecretsProvider, clock: Clock): ClientTokens => {
  let key: Uint8Array | undefined;
  const signingKey = async (): Promise<Uint8Array> => {
    const base = Buffer.from((await secrets.get()).jwtSigningKey, 'base64');
    key ??= new Uint8Array(createHmac('sha256', base).update('redigo client tokens').digest());
    return key;
  };
  // Neither the access tokens' audience nor their type: an access token is no client token, and the reverse.
  const jwts = createSignedJwts(
    { audience: 'redigo-client', type: 'client+jwt', ttlSeconds: CLIENT_TOKEN_TTL_SECONDS },
    signingKey,
    clock,
  );
  const verify = async (token: string): Promise<ClientPrincipal | undefined> => {
    const payload = await jwts.verify(token);
    return typeof payload?.sub === 'string' ? { linkId: payload.sub } : undefined;
  };
  return {
    issue: ({ linkId }) => jwts.issue(linkId),
    verify,
    async authenticate(header) {
      const token = header?.trim().match(BEARER)?.[1];
      return token ? verify(token) : undefined;
    },
  };
};
