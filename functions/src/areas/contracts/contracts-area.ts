import type { Infrastructure } from '../../composition/infrastructure';
import { createAreaRouter } from '../../http/area-router';
import type { LambdaHttpHandler } from '../../http/http-types';
import { createContractDeps } from './contract-deps';
import { contractReadRoutes } from './contract-read-routes';
import { contractWriteRoutes } from './contract-write-routes';

/** The contracts area's Lambda: the questionnaire, the lawyer's contracts, the admin's lists, previews, downloads. */
export const createContractsArea = (infrastructure: Infrastructure): LambdaHttpHandler => {
  const deps = createContractDeps(infrastructure);
  return createAreaRouter('contracts', infrastructure, {
    ...contractWriteRoutes(infrastructure, deps),
    ...contractReadRoutes(infrastructure, deps),
  });
};
