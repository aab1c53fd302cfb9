import type { Infrastructure } from '../../composition/infrastructure';
import { createAreaRouter } from '../../http/area-router';
import type { LambdaHttpHandler } from '../../http/http-types';
import { accountRoutes } from './account-routes';
import { createAuthDeps } from './auth-deps';
import { sessionRoutes } from './session-routes';

/** The auth area's Lambda: its routes from the shared table. */
export const createAuthArea = (infrastructure: Infrastructure): LambdaHttpHandler => {
  const deps = createAuthDeps(infrastructure);
  return createAreaRouter('auth', infrastructure, {
    ...sessionRoutes(infrastructure, deps),
    ...accountRoutes(infrastructure, deps),
  });
};
