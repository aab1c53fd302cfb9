import { TEMPLATE_FILE_KINDS, type TemplateFileKind } from '@redigo/shared/domain/template';
import { templateMessages as messages } from '@redigo/shared/messages/templates';
import { downloadTestBodySchema, templateListQuerySchema } from '@redigo/shared/schemas/template-body';
import { NotFoundError } from '../../errors/app-errors';
import type { AreaRoutes } from '../../http/area-router';
import { createRoute, type RouteDependencies } from '../../http/create-route';
import { accepted, attachment, ok } from '../../http/responses';
import { DOCX_CONTENT_TYPE } from '../../ports/file-store';
import { callerOf } from '../../http/caller';
import type { TemplateDeps } from './template-deps';
import { existingTemplate } from './template-rules';
import { verifyTemplatePaths } from './verify-paths';
import { listTemplateVersions } from './template-version-list';
import { compareTemplateVersions } from './template-compare';
import { templateCompareQuerySchema } from '@redigo/shared/schemas/release-notes';
import { templateVersionMessages } from '@redigo/shared/messages/template-versions';
import {
  listTemplates,
  readTemplate,
  readTemplateFile,
  renderTestDocument,
  viewFor,
} from './template-queries';

const fileKind = (kind: string): TemplateFileKind => {
  const found = TEMPLATE_FILE_KINDS.find((each) => each === kind);
  if (!found) throw new NotFoundError(messages.fileNotFound);
  return found;
};

/** The templates' reads: the catalogue and staff lists, one template, its files, a test rendering, the path check. */
export const templateReadRoutes = (dependencies: RouteDependencies, deps: TemplateDeps) =>
  ({
    'GET /api/template': (route) =>
      createRoute(route, dependencies, {
        query: templateListQuerySchema,
        handler: async (request) => ok(await listTemplates(deps, callerOf(request).role, request.query)),
      }),
    'GET /api/template/{id}': (route) =>
      createRoute(route, dependencies, {
        handler: async (request) => {
          const { role } = callerOf(request);
          return ok(await viewFor(deps, role, await readTemplate(deps, role, request.params.id)));
        },
      }),
    'GET /api/template/{id}/file/{kind}': (route) =>
      createRoute(route, dependencies, {
        handler: async ({ params }) => {
          const file = await readTemplateFile(deps, params.id, fileKind(params.kind));
          return attachment(file.buffer, DOCX_CONTENT_TYPE, file.fileName);
        },
      }),
    'PUT /api/template/{id}/download-test': (route) =>
      createRoute(route, dependencies, {
        body: downloadTestBodySchema,
        handler: async (request) => {
          const { params, body } = request;
          const caller = callerOf(request);
          const file = await renderTestDocument(deps, params.id, body.answers, body.kind, caller.userId);
          return attachment(file.buffer, DOCX_CONTENT_TYPE, file.fileName);
        },
      }),
    'GET /api/template/{id}/versions': (route) =>
      createRoute(route, dependencies, {
        handler: async (request) =>
          ok(await listTemplateVersions(deps, callerOf(request).role, request.params.id)),
      }),
    'GET /api/template/{id}/compare': (route) =>
      createRoute(route, dependencies, {
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
    'POST /api/template/{id}/verify-paths': (route) =>
      createRoute(route, dependencies, {
        handler: async ({ params }) =>
          ok(await verifyTemplatePaths(deps, await existingTemplate(deps, params.id))),
      }),
  }) satisfies Partial<AreaRoutes<'templates'>>;
