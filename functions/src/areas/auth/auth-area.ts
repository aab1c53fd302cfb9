import { createAreaRouter } from '../../http/area-router';
import type { RouteDependencies } from '../../http/create-route';
import type { LambdaHttpHandler } from '../../http/http-types';
import { accountRoutes } from './account-routes';
import type { AuthDeps } from './auth-deps';
import { sessionRoutes } from './session-routes';

/** The auth area's Lambda: its routes from the shared table (functions/src/composition/auth.ts builds the deps). */
export const createAuthArea = (http: RouteDependencies, deps: AuthDeps): LambdaHttpHandler =>
  createAreaRouter('auth', http, { ...sessionRoutes(http, deps), ...accountRoutes(http, deps) });
