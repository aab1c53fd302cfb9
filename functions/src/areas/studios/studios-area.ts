import { createAreaRouter } from '../../http/area-router';
import type { RouteDependencies } from '../../http/create-route';
import type { LambdaHttpHandler } from '../../http/http-types';
import { invitationRoutes } from './invitation-routes';
import { memberRoutes } from './member-routes';
import type { StudioDeps } from './studio-deps';
import { studioRoutes } from './studio-routes';

/** The studio's Lambda (docs/api.md, "The studio: several lawyers, one firm"). */
export const createStudiosArea = (http: RouteDependencies, deps: StudioDeps): LambdaHttpHandler =>
  createAreaRouter('studios', http, {
    ...studioRoutes(http, deps),
    ...invitationRoutes(http, deps),
    ...memberRoutes(http, deps),
  });
