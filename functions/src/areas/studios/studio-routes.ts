import { studioBodySchema } from '@redigo/shared/schemas/studios';
import type { AreaRoutes } from '../../http/area-router';
import { callerOf } from '../../http/caller';
import { createRoute, type RouteDependencies } from '../../http/create-route';
import { created, ok } from '../../http/responses';
import type { StudioDeps } from './studio-deps';
import { createStudio, readStudio, updateStudio } from './studio-use-cases';

/** The studio itself: made, read by its members, changed by its titolare. */
export const studioRoutes = (http: RouteDependencies, deps: StudioDeps) =>
  ({
    'POST /api/studio': (route) =>
      createRoute(route, http, {
        body: studioBodySchema,
        handler: async (request) => created(await createStudio(deps, callerOf(request), request.body)),
      }),
    'GET /api/studio': (route) =>
      createRoute(route, http, {
        handler: async (request) => ok(await readStudio(deps, callerOf(request))),
      }),
    'PUT /api/studio': (route) =>
      createRoute(route, http, {
        body: studioBodySchema,
        handler: async (request) => ok(await updateStudio(deps, callerOf(request), request.body)),
      }),
  }) satisfies Partial<AreaRoutes<'studios'>>;
