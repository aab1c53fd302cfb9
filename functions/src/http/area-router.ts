import { httpMessages } from '@redigo/shared/messages/http';
import {
  routeKeyOf,
  routesOfArea,
  type Area,
  type RouteDefinition,
  type RouteKey,
  type RouteKeyOf,
  type RouteOf,
} from '@redigo/shared/routes';
import { NotFoundError } from '../errors/app-errors';
import { toErrorResponse } from './error-response';
import type { LambdaHttpHandler } from './http-types';
import type { RouteDependencies } from './create-route';

/** Builds one route's middy stack; given the route's row of the table, so its path parameters are typed. */
export type RouteFactory<K extends RouteKey = RouteKey> = (route: RouteOf<K>) => LambdaHttpHandler;

/** A factory for each of the given route keys. */
export type RouteFactories<K extends RouteKey> = { [Key in K]: RouteFactory<Key> };

/** Every route of an area, each built: a missing or misspelled key fails the typecheck. */
export type AreaRoutes<A extends Area> = RouteFactories<RouteKeyOf<A>>;

/**
 * One Lambda handler per area: dispatches on API Gateway's route key to the area's routes, all taken from
 * the shared route table. The factories are exhaustive (`AreaRoutes`); the checks below only catch a cast.
 */
export const createAreaRouter = <A extends Area>(
  area: A,
  dependencies: RouteDependencies,
  factories: AreaRoutes<A>,
): LambdaHttpHandler => {
  const built = factories as unknown as Partial<
    Record<string, (route: RouteDefinition) => LambdaHttpHandler>
  >;
  const handlers = new Map<string, LambdaHttpHandler>();
  for (const route of routesOfArea(area)) {
    const key = routeKeyOf(route);
    const factory = built[key];
    if (!factory) throw new Error(`Route ${key} of area ${area} is not built`);
    handlers.set(key, factory(route));
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
