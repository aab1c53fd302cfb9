import {
  downloadTestBodySchema,
  saveTemplateBodySchema,
  templateListQuerySchema,
} from '@redigo/shared/schemas/template-body';
import { templateStatusSchema } from '@redigo/shared/schemas/templates';
import type { AreaRoutes } from '../../http/area-router';
import { callerOf } from '../../http/caller';
import { createRoute, type RouteDependencies } from '../../http/create-route';
import { attachment, created, noContent, ok } from '../../http/responses';
import { DOCX_CONTENT_TYPE } from '../../ports/file-store';
import { createTemplate, updateTemplate } from './save-template';
import type { TemplateDeps } from './template-deps';
import { changeTemplateStatus, deleteTemplate } from './template-lifecycle';
import { listTemplates, readTemplate, relationsOf, renderTestDocument, viewFor } from './template-queries';
import type { TemplateRecord } from './template-record';
import { existingTemplate } from './template-rules';
import { toStaffTemplate } from './template-view';
import { verifyTemplatePaths } from './verify-paths';

/**
 * The templates: the catalogue and the staff's lists, one template; for staff its saves, status and deletion, a
 * test rendering and the paths' check. Its files: template-file-routes.ts; its versions: template-version-routes.ts.
 */
export const templateRoutes = (http: RouteDependencies, deps: TemplateDeps) => {
  const staffView = async (record: TemplateRecord) =>
    toStaffTemplate(record, await relationsOf(deps, [record]));
  return {
    'GET /api/template': (route) =>
      createRoute(route, http, {
        query: templateListQuerySchema,
        handler: async (request) => ok(await listTemplates(deps, callerOf(request).role, request.query)),
      }),
    'POST /api/template': (route) =>
      createRoute(route, http, {
        body: saveTemplateBodySchema,
        handler: async (request) =>
          created(await staffView(await createTemplate(deps, request.body, callerOf(request).userId))),
      }),
    'GET /api/template/{id}': (route) =>
      createRoute(route, http, {
        handler: async (request) => {
          const { role } = callerOf(request);
          return ok(await viewFor(deps, role, await readTemplate(deps, role, request.params.id)));
        },
      }),
    'PUT /api/template/{id}': (route) =>
      createRoute(route, http, {
        body: saveTemplateBodySchema,
        handler: async ({ params, body }) => ok(await staffView(await updateTemplate(deps, params.id, body))),
      }),
    'DELETE /api/template/{id}': (route) =>
      createRoute(route, http, {
        handler: async ({ params }) => {
          await deleteTemplate(deps, params.id);
          return noContent();
        },
      }),
    'PUT /api/template/{id}/status': (route) =>
      createRoute(route, http, {
        body: templateStatusSchema,
        handler: async ({ params, body }) =>
          ok(
            await staffView(
              await changeTemplateStatus(deps, params.id, body.status, undefined, body.release_notes),
            ),
          ),
      }),
    'PUT /api/template/{id}/download-test': (route) =>
      createRoute(route, http, {
        body: downloadTestBodySchema,
        handler: async (request) => {
          const { params, body } = request;
          const caller = callerOf(request);
          const file = await renderTestDocument(deps, params.id, body.answers, body.kind, caller.userId);
          return attachment(file.buffer, DOCX_CONTENT_TYPE, file.fileName);
        },
      }),
    'POST /api/template/{id}/verify-paths': (route) =>
      createRoute(route, http, {
        handler: async ({ params }) =>
          ok(await verifyTemplatePaths(deps, await existingTemplate(deps, params.id))),
      }),
  } satisfies Partial<AreaRoutes<'templates'>>;
};
