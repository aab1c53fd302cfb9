import type { MiddlewareObj } from '@middy/core';
import type { RouteDefinition } from '@redigo/shared/routes';
import { isClientRoute, isPublicRoute } from '@redigo/shared/routes';
import { ForbiddenError, UnauthorizedError } from '../../errors/app-errors';
import type { Authenticator } from '../../security/authenticator';
import type { ClientTokens } from '../../security/client-tokens';
import type { RouteContext } from './route-context';

/**
 * Requires a valid access token on non-public routes and a role the route admits (401, then 403). A client's route
 * takes a client token and nothing else (401 for an access token, as every other route is 401 for a client token).
 */
export const authenticate = (
  route: RouteDefinition,
  authenticator: Authenticator,
  clientTokens?: ClientTokens,
): MiddlewareObj<RouteContext> => ({
  before: async ({ event }) => {
    if (isPublicRoute(route)) return;
    if (isClientRoute(route)) {
      const client = await clientTokens?.authenticate(event.headers.authorization);
      if (!client) throw new UnauthorizedError();
      event.client = client;
      return;
    }
    const principal = await authenticator.authenticate(event.headers.authorization);
    if (!principal) throw new UnauthorizedError();
    if (!route.audience.includes(principal.role)) throw new ForbiddenError();
    event.principal = principal;
  },
});
