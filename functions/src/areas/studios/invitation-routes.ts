import { acceptInvitationSchema, invitationBodySchema } from '@redigo/shared/schemas/studios';
import type { AreaRoutes } from '../../http/area-router';
import { callerOf } from '../../http/caller';
import { createRoute, type RouteDependencies } from '../../http/create-route';
import { created, noContent, ok } from '../../http/responses';
import type { StudioDeps } from './studio-deps';
import { acceptInvitation, invite, listInvitations, revokeInvitation } from './invitations';

/** The studio's invitations: made, listed and revoked by the titolare, accepted by the invited account. */
export const invitationRoutes = (http: RouteDependencies, deps: StudioDeps) =>
  ({
    'POST /api/studio/invitations': (route) =>
      createRoute(route, http, {
        body: invitationBodySchema,
        handler: async (request) => created(await invite(deps, callerOf(request), request.body)),
      }),
    'GET /api/studio/invitations': (route) =>
      createRoute(route, http, {
        handler: async (request) => ok(await listInvitations(deps, callerOf(request))),
      }),
    'DELETE /api/studio/invitations/{id}': (route) =>
      createRoute(route, http, {
        handler: async (request) => {
          await revokeInvitation(deps, callerOf(request), request.params.id);
          return noContent();
        },
      }),
    'POST /api/studio/invitations/accept': (route) =>
      createRoute(route, http, {
        body: acceptInvitationSchema,
        handler: async (request) => ok(await acceptInvitation(deps, callerOf(request), request.body.token)),
      }),
  }) satisfies Partial<AreaRoutes<'studios'>>;
