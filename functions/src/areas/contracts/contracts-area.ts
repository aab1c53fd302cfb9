import type { Infrastructure } from '../../composition/infrastructure';
import { createAreaRouter } from '../../http/area-router';
import type { LambdaHttpHandler } from '../../http/http-types';

/** The contracts area's Lambda: its routes from the shared table. */
export const createContractsArea = (infrastructure: Infrastructure): LambdaHttpHandler =>
  createAreaRouter('contracts', infrastructure, {});
