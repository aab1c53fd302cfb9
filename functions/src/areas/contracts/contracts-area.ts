import { createAreaRouter } from '../../http/area-router';
import type { RouteDependencies } from '../../http/create-route';
import type { LambdaHttpHandler } from '../../http/http-types';
import type { ContractDeps } from './contract-deps';
import { contractReadRoutes } from './contract-read-routes';
import { contractWriteRoutes } from './contract-write-routes';

/** The contracts area's Lambda: the questionnaire, the lawyer's contracts, the admin's lists, previews, downloads. */
export const createContractsArea = (http: RouteDependencies, deps: ContractDeps): LambdaHttpHandler =>
  createAreaRouter('contracts', http, {
    ...contractWriteRoutes(http, deps),
    ...contractReadRoutes(http, deps),
  });
