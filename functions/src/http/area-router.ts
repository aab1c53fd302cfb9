import { httpMessages } from '@redigo/shared/messages/http';
import { routeKeyOf, routesOfArea, type Area } from '@redigo/shared/routes';
import { NotFoundError, NotImplementedError } from '../errors/app-errors';
import { toErrorResponse } from './error-response';
import type { LambdaHttpHandler } from './http-types';
import { createRoute, type RouteDependencies } from './create-route';

/** Builds one route's middy stack; given the route's definition from the table. */
export type RouteFactory = (route: Parameters<typeof createRoute>[0]) => LambdaHttpHandler;

/**
 * One Lambda handler per area: dispatches on API Gateway's route key to the area's routes, all taken from
 * the shared route table. Routes of the area that are not built yet answer 501 with a clear message.
 */
export const createAreaRouter = (
  area: Area,
  dependencies: RouteDependencies,
  factories: Partial<Record<string, RouteFactory>>,
): LambdaHttpHandler => {
  const handlers = new Map<string, LambdaHttpHandler>();
  for (const route of routesOfArea(area)) {
    const key = routeKeyOf(route);
    const factory = factories[key];
    handlers.set(
      key,
      factory
        ? factory(route)
        : createRoute(route, dependencies, {
            handler: async () => {
              throw new NotImplementedError();
            },
          }),
    );
  }
  const unknownKeys = Object.keys(factories).filter((key) => !handlers.has(key));
  if (unknownKeys.length > 0)
    throw new Error(`Routes not in the table for area ${area}: ${unknownKeys.join(', ')}`);

  return async (event, context) => {
    const handler = handlers.get(event.routeKey);
    if (!handler) return toErrorResponse(new NotFoundError(httpMessages.routeNotFound), dependencies.logger);
    return handler(event, context);
  };
};
