import { createAreaRouter } from '../../http/area-router';
import type { RouteDependencies } from '../../http/create-route';
import type { LambdaHttpHandler } from '../../http/http-types';
import type { PaymentDeps } from './payment-deps';
import { paymentRoutes } from './payment-routes';

/** The payments area's Lambda: recording a payment back from Stripe, and reading one. */
export const createPaymentsArea = (http: RouteDependencies, deps: PaymentDeps): LambdaHttpHandler =>
  createAreaRouter('payments', http, paymentRoutes(http, deps));
