import { createAreaRouter } from '../../http/area-router';
import type { RouteDependencies } from '../../http/create-route';
import type { LambdaHttpHandler } from '../../http/http-types';
import type { UsersDeps } from './users-deps';
import { usersRoutes } from './users-routes';

/** The users area's Lambda: its routes from the shared table. */
export const createUsersArea = (http: RouteDependencies, deps: UsersDeps): LambdaHttpHandler =>
  createAreaRouter('users', http, usersRoutes(http, deps));
