import {
  createClientLinkSchema,
  privacyNoticeSchema,
  reviewClientLinkSchema,
} from '@redigo/shared/schemas/client-links';
import type { AreaRoutes } from '../../http/area-router';
import { callerOf } from '../../http/caller';
import { createRoute, type RouteDependencies } from '../../http/create-route';
import { created, noContent, ok } from '../../http/responses';
import type { ClientLinkDeps } from './client-link-deps';
import { createClientLink, offeredQuestions, readClientLink, revokeClientLink } from './lawyer-links';
import { LINK_HEADERS } from './link-headers';
import { readPrivacyNotice, savePrivacyNotice } from './privacy-notices';
import { reviewClientLink } from './review-link';

/** The lawyer's side: a draft's link made, read, revoked and reviewed, and the lawyer's privacy notice. */
export const lawyerLinkRoutes = (http: RouteDependencies, deps: ClientLinkDeps) =>
  ({
    'POST /api/contract/{id}/client-link': (route) =>
      createRoute(route, http, {
        headers: LINK_HEADERS,
        body: createClientLinkSchema,
        handler: async (request) =>
          created(await createClientLink(deps, callerOf(request), request.params.id, request.body)),
      }),
    'GET /api/contract/{id}/client-link': (route) =>
      createRoute(route, http, {
        headers: LINK_HEADERS,
        handler: async (request) => ok(await readClientLink(deps, callerOf(request), request.params.id)),
      }),
    'GET /api/contract/{id}/client-link/questions': (route) =>
      createRoute(route, http, {
        headers: LINK_HEADERS,
        handler: async (request) => ok(await offeredQuestions(deps, callerOf(request), request.params.id)),
      }),
    'DELETE /api/contract/{id}/client-link': (route) =>
      createRoute(route, http, {
        headers: LINK_HEADERS,
        handler: async (request) => {
          await revokeClientLink(deps, callerOf(request), request.params.id);
          return noContent();
        },
      }),
    'POST /api/contract/{id}/client-link/review': (route) =>
      createRoute(route, http, {
        headers: LINK_HEADERS,
        body: reviewClientLinkSchema,
        handler: async (request) =>
          ok(await reviewClientLink(deps, callerOf(request), request.params.id, request.body.decisions)),
      }),
    'GET /api/user/{id}/privacy-notice': (route) =>
      createRoute(route, http, {
        headers: LINK_HEADERS,
        handler: async (request) => ok(await readPrivacyNotice(deps, callerOf(request), request.params.id)),
      }),
    'PUT /api/user/{id}/privacy-notice': (route) =>
      createRoute(route, http, {
        headers: LINK_HEADERS,
        body: privacyNoticeSchema,
        handler: async (request) =>
          ok(await savePrivacyNotice(deps, callerOf(request), request.params.id, request.body.text)),
      }),
  }) satisfies Partial<AreaRoutes<'client-links'>>;
