import type { Infrastructure } from '../../composition/infrastructure';
import { createAreaRouter } from '../../http/area-router';
import type { LambdaHttpHandler } from '../../http/http-types';

/** The categories area's Lambda: its routes from the shared table. */
export const createCategoriesArea = (infrastructure: Infrastructure): LambdaHttpHandler =>
  createAreaRouter('categories', infrastructure, {});
