import type { HttpEvent } from '../http-types';
import type { Principal } from '../../security/principal';

/** The API Gateway event, enriched by the middlewares as the request goes through them. */
export type RouteContext = HttpEvent & {
  principal?: Principal;
  rawBody?: Buffer;
  parsedBody?: unknown;
  validatedBody?: unknown;
  validatedQuery?: unknown;
};
