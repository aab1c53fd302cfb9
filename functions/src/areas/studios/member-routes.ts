import { memberRoleSchema } from '@redigo/shared/schemas/studios';
import type { AreaRoutes } from '../../http/area-router';
import { callerOf } from '../../http/caller';
import { createRoute, type RouteDependencies } from '../../http/create-route';
import { noContent, ok } from '../../http/responses';
import type { StudioDeps } from './studio-deps';
import { changeMemberRole, removeMember } from './members';
import { readStudio } from './studio-use-cases';

/** The studio's members: a role changed by the titolare, a member removed or leaving. */
export const memberRoutes = (http: RouteDependencies, deps: StudioDeps) =>
  ({
    'PUT /api/studio/members/{userId}': (route) =>
      createRoute(route, http, {
        body: memberRoleSchema,
        handler: async (request) => {
          const caller = callerOf(request);
          await changeMemberRole(deps, caller, request.params.userId, request.body.role);
          return ok(await readStudio(deps, caller));
        },
      }),
    'DELETE /api/studio/members/{userId}': (route) =>
      createRoute(route, http, {
        handler: async (request) => {
          await removeMember(deps, callerOf(request), request.params.userId);
          return noContent();
        },
      }),
  }) satisfies Partial<AreaRoutes<'studios'>>;
