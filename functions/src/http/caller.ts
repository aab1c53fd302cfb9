import { UnauthorizedError } from '../errors/app-errors';
import type { RouteRequest } from './http-types';
import type { Principal } from '../security/principal';

/** The signed-in caller of a route whose audience is not public (the route stack has authenticated it). */
export const callerOf = (request: Pick<RouteRequest, 'principal'>): Principal => {
  if (!request.principal) throw new UnauthorizedError();
  return request.principal;
};
