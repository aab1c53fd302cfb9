import {
  createEditorRequestSchema,
  listUsersQuerySchema,
  updateProfileSchema,
} from '@redigo/shared/schemas/users';
import type { AreaRoutes } from '../../http/area-router';
import { createRoute, type RouteDependencies } from '../../http/create-route';
import { callerOf } from '../../http/caller';
import { created, ok } from '../../http/responses';
import { createEditor } from './create-editor';
import { getUser } from './get-user';
import { listUsers } from './list-users';
import { updateProfile } from './update-profile';
import type { UsersDeps } from './users-deps';

/** The admin's users list and editor creation, and each user's own profile. */
export const usersRoutes = (http: RouteDependencies, deps: UsersDeps) =>
  ({
    'GET /api/user': (route) =>
      createRoute(route, http, {
        query: listUsersQuerySchema,
        handler: async (request) => ok(await listUsers(deps, request.query)),
      }),

    'POST /api/user': (route) =>
      createRoute(route, http, {
        body: createEditorRequestSchema,
        handler: async (request) => created(await createEditor(deps, request.body)),
      }),

    'GET /api/user/{id}': (route) =>
      createRoute(route, http, {
        handler: async (request) => ok(await getUser(deps, callerOf(request), request.params.id)),
      }),

    'PUT /api/user/{id}': (route) =>
      createRoute(route, http, {
        body: updateProfileSchema,
        handler: async (request) =>
          ok(await updateProfile(deps, callerOf(request), request.params.id, request.body)),
      }),
  }) satisfies Partial<AreaRoutes<'users'>>;
