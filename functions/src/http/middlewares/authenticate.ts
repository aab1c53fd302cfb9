import type { MiddlewareObj } from '@middy/core';
import type { RouteDefinition } from '@redigo/shared/routes';
import { isPublicRoute } from '@redigo/shared/routes';
import { ForbiddenError, UnauthorizedError } from '../../errors/app-errors';
import type { Authenticator } from '../../security/authenticator';
import type { RouteContext } from './route-context';

/** Requires a valid access token on non-public routes and a role the route admits (401, then 403). */
export const authenticate = (
  route: RouteDefinition,
  authenticator: Authenticator,
): MiddlewareObj<RouteContext> => ({
  before: async ({ event }) => {
    if (isPublicRoute(route)) return;
    const principal = await authenticator.authenticate(event.headers.authorization);
    if (!principal) throw new UnauthorizedError();
    if (!route.audience.includes(principal.role)) throw new ForbiddenError();
    event.principal = principal;
  },
});
