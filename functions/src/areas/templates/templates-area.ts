import { createAreaRouter } from '../../http/area-router';
import type { RouteDependencies } from '../../http/create-route';
import type { LambdaHttpHandler } from '../../http/http-types';
import type { PresignedUploadDeps } from './presigned-uploads';
import type { TemplateDeps } from './template-deps';
import { templateReadRoutes } from './template-read-routes';
import { templateWriteRoutes } from './template-write-routes';
import { presignedUploadRoutes } from './presigned-upload-routes';

/** The templates area's Lambda: the catalogue for every signed-in role, authoring for staff. */
export const createTemplatesArea = (
  http: RouteDependencies,
  deps: TemplateDeps,
  uploads: PresignedUploadDeps,
): LambdaHttpHandler =>
  createAreaRouter('templates', http, {
    ...templateReadRoutes(http, deps),
    ...templateWriteRoutes(http, deps),
    ...presignedUploadRoutes(http, uploads),
  });
