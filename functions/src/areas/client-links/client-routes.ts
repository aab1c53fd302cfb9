import { clientLinkMessages as messages } from '@redigo/shared/messages/client-links';
import {
  openClientLinkSchema,
  saveClientFormSchema,
  submitClientFormSchema,
  verifyClientCodeSchema,
} from '@redigo/shared/schemas/client-links';
import { UnauthorizedError } from '../../errors/app-errors';
import type { AreaRoutes } from '../../http/area-router';
import { createRoute, type RouteDependencies } from '../../http/create-route';
import type { RouteRequest } from '../../http/http-types';
import { ok } from '../../http/responses';
import type { ClientLinkDeps } from './client-link-deps';
import { openClientLink, previewClientLink, verifyClientCode } from './client-access';
import { readClientForm, saveClientForm, submitClientForm } from './client-form';
import { LINK_HEADERS } from './link-headers';

/** The link of the client token the route stack authenticated. */
const linkOf = (request: Pick<RouteRequest, 'client'>): string => {
  if (!request.client) throw new UnauthorizedError(messages.clientSessionExpired);
  return request.client.linkId;
};

/** The client's side: no account, a link's token, then a client token valid for this link's routes only. */
export const clientRoutes = (http: RouteDependencies, deps: ClientLinkDeps) =>
  ({
    'POST /api/client/preview': (route) =>
      createRoute(route, http, {
        headers: LINK_HEADERS,
        body: openClientLinkSchema,
        handler: async (request) => ok(await previewClientLink(deps, request.body.token)),
      }),
    'POST /api/client/open': (route) =>
      createRoute(route, http, {
        headers: LINK_HEADERS,
        body: openClientLinkSchema,
        handler: async (request) => ok(await openClientLink(deps, request.body.token)),
      }),
    'POST /api/client/verify': (route) =>
      createRoute(route, http, {
        headers: LINK_HEADERS,
        body: verifyClientCodeSchema,
        handler: async (request) => {
          const { clientToken } = await verifyClientCode(deps, request.body.token, request.body.code);
          return ok(
            { ok: true },
            { authorization: clientToken, 'access-control-expose-headers': 'authorization' },
          );
        },
      }),
    'GET /api/client/form': (route) =>
      createRoute(route, http, {
        headers: LINK_HEADERS,
        handler: async (request) => ok(await readClientForm(deps, linkOf(request))),
      }),
    'PUT /api/client/form': (route) =>
      createRoute(route, http, {
        headers: LINK_HEADERS,
        body: saveClientFormSchema,
        handler: async (request) => {
          await saveClientForm(deps, linkOf(request), request.body.answers);
          return ok({ ok: true });
        },
      }),
    'POST /api/client/submit': (route) =>
      createRoute(route, http, {
        headers: LINK_HEADERS,
        body: submitClientFormSchema,
        handler: async (request) => {
          await submitClientForm(deps, linkOf(request), request.body.answers);
          return ok({ ok: true });
        },
      }),
  }) satisfies Partial<AreaRoutes<'client-links'>>;
