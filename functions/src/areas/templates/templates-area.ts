import type { Infrastructure } from '../../composition/infrastructure';
import { createAreaRouter } from '../../http/area-router';
import type { LambdaHttpHandler } from '../../http/http-types';

/** The templates area's Lambda: its routes from the shared table. */
export const createTemplatesArea = (infrastructure: Infrastructure): LambdaHttpHandler =>
  createAreaRouter('templates', infrastructure, {});
