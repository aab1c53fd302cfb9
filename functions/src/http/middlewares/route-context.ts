import type { HttpEvent } from '../http-types';
import type { ClientPrincipal } from '../../security/client-tokens';
import type { Principal } from '../../security/principal';

/** The API Gateway event, enriched by the middlewares as the request goes through them. */
export type RouteContext = HttpEvent & {
  principal?: Principal;
  /** The client of a link, on a client's route (docs/api.md, "The client's data by link"). */
  client?: ClientPrincipal;
  rawBody?: Buffer;
  parsedBody?: unknown;
  validatedBody?: unknown;
  validatedQuery?: unknown;
};
