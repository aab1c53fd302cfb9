import { createAreaRouter } from '../../http/area-router';
import type { RouteDependencies } from '../../http/create-route';
import type { LambdaHttpHandler } from '../../http/http-types';
import type { ClientLinkDeps } from './client-link-deps';
import { clientRoutes } from './client-routes';
import { lawyerLinkRoutes } from './lawyer-link-routes';

/** The client links' Lambda: the lawyer's links and reviews, the client's form, the lawyer's privacy notice. */
export const createClientLinksArea = (http: RouteDependencies, deps: ClientLinkDeps): LambdaHttpHandler =>
  createAreaRouter('client-links', http, { ...lawyerLinkRoutes(http, deps), ...clientRoutes(http, deps) });
