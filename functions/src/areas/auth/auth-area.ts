import type { Infrastructure } from '../../composition/infrastructure';
import { createAreaRouter } from '../../http/area-router';
import type { LambdaHttpHandler } from '../../http/http-types';

/** The auth area's Lambda: its routes from the shared table. */
export const createAuthArea = (infrastructure: Infrastructure): LambdaHttpHandler =>
  createAreaRouter('auth', infrastructure, {});
