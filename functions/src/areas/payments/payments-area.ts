import type { Infrastructure } from '../../composition/infrastructure';
import { createAreaRouter } from '../../http/area-router';
import type { LambdaHttpHandler } from '../../http/http-types';

/** The payments area's Lambda: its routes from the shared table. */
export const createPaymentsArea = (infrastructure: Infrastructure): LambdaHttpHandler =>
  createAreaRouter('payments', infrastructure, {});
