import type { Infrastructure } from '../../composition/infrastructure';
import { createAreaRouter } from '../../http/area-router';
import type { LambdaHttpHandler } from '../../http/http-types';
import { createPaymentDeps } from './payment-deps';
import { paymentRoutes } from './payment-routes';

/** The payments area's Lambda: recording a payment back from Stripe, and reading one. */
export const createPaymentsArea = (infrastructure: Infrastructure): LambdaHttpHandler =>
  createAreaRouter(
    'payments',
    infrastructure,
    paymentRoutes(infrastructure, createPaymentDeps(infrastructure)),
  );
