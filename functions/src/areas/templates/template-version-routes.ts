import { templateVersionMessages } from '@redigo/shared/messages/template-versions';
import { templateCompareQuerySchema } from '@redigo/shared/schemas/release-notes';
import type { AreaRoutes } from '../../http/area-router';
import { callerOf } from '../../http/caller';
import { createRoute, type RouteDependencies } from '../../http/create-route';
import { accepted, attachment, ok } from '../../http/responses';
import { DOCX_CONTENT_TYPE } from '../../ports/file-store';
import { compareTemplateVersions } from './template-compare';
import type { TemplateDeps } from './template-deps';
import { listTemplateVersions } from './template-version-list';

/** A template's published versions and their notes, and the staff's compare of two of them. */
export const templateVersionRoutes = (http: RouteDependencies, deps: TemplateDeps) =>
  ({
    'GET /api/template/{id}/versions': (route) =>
      createRoute(route, http, {
        handler: async (request) =>
          ok(await listTemplateVersions(deps, callerOf(request).role, request.params.id)),
      }),
    'GET /api/template/{id}/compare': (route) =>
      createRoute(route, http, {
        query: templateCompareQuerySchema,
        handler: async ({ params, query }) => {
          const compared = await compareTemplateVersions(deps, params.id, query);
          if (compared.ready) return attachment(compared.buffer, DOCX_CONTENT_TYPE, compared.fileName);
          return accepted(
            { message: templateVersionMessages.compareInPreparation, code: 'COMPARE_IN_PREPARATION' },
            compared.retryAfterSeconds,
          );
        },
      }),
  }) satisfies Partial<AreaRoutes<'templates'>>;
