import { shapedQuestions } from '@redigo/shared/schemas/questions';
import { uploadCompleteBodySchema, uploadUrlBodySchema } from '@redigo/shared/schemas/uploads';
import type { AreaRoutes } from '../../http/area-router';
import { createRoute, type RouteDependencies } from '../../http/create-route';
import { ok } from '../../http/responses';
import { callerOf } from '../../http/caller';
import { completeUpload, createUploadUrl, type PresignedUploadDeps } from './presigned-uploads';

/** Uploads straight from the browser to storage: a URL per file, then the check of what arrived. */
export const presignedUploadRoutes = (dependencies: RouteDependencies, deps: PresignedUploadDeps) =>
  ({
    'POST /api/template/upload-url': (route) =>
      createRoute(route, dependencies, {
        body: uploadUrlBodySchema,
        handler: async (request) => ok(await createUploadUrl(deps, callerOf(request), request.body)),
      }),
    'POST /api/template/upload-complete': (route) =>
      createRoute(route, dependencies, {
        body: uploadCompleteBodySchema,
        handler: async (request) =>
          ok(
            await completeUpload(deps, callerOf(request), {
              masterKey: request.body.master_key,
              previewKey: request.body.preview_key,
              questions: shapedQuestions(request.body.questions),
            }),
          ),
      }),
  }) satisfies Partial<AreaRoutes<'templates'>>;
