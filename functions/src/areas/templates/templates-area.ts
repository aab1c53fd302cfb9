import type { Infrastructure } from '../../composition/infrastructure';
import { createAreaRouter } from '../../http/area-router';
import type { LambdaHttpHandler } from '../../http/http-types';
import { createTemplateDeps } from './template-deps';
import { templateReadRoutes } from './template-read-routes';
import { templateWriteRoutes } from './template-write-routes';
import { presignedUploadRoutes } from './presigned-upload-routes';

/** The templates area's Lambda: the catalogue for every signed-in role, authoring for staff. */
export const createTemplatesArea = (infrastructure: Infrastructure): LambdaHttpHandler => {
  const deps = createTemplateDeps(infrastructure);
  return createAreaRouter('templates', infrastructure, {
    ...templateReadRoutes(infrastructure, deps),
    ...templateWriteRoutes(infrastructure, deps),
    ...presignedUploadRoutes(infrastructure, { ...deps, uploads: infrastructure.uploads }),
  });
};
