import { recordPaymentBodySchema } from '@redigo/shared/schemas/payments';
import type { AreaRoutes } from '../../http/area-router';
import { createRoute, type RouteDependencies } from '../../http/create-route';
import { created, ok } from '../../http/responses';
import { callerOf } from '../../http/caller';
import type { PaymentDeps } from './payment-deps';
import { readPayment } from './read-payment';
import { recordPayment } from './record-payment';
import { claimFreeUpdate } from './claim-update';

/**
 * The payments area's routes (its Lambda: composition/payments.ts): POST /payment (the cart, back from Stripe), a
 * free update's claim, and GET /payment/{id}.
 */
export const paymentRoutes = (dependencies: RouteDependencies, deps: PaymentDeps) =>
  ({
    'POST /api/payment': (route) =>
      createRoute(route, dependencies, {
        body: recordPaymentBodySchema,
        handler: async (request) => {
          const caller = callerOf(request);
          const { transactionId, contractId } = request.body;
          const payment = await recordPayment(deps, {
            sessionId: transactionId,
            contractId,
            payerId: caller.userId,
          });
          return payment.created ? created({ id: payment.id }) : ok({ id: payment.id });
        },
      }),
    'POST /api/contract/{id}/claim-update': (route) =>
      createRoute(route, dependencies, {
        handler: async (request) =>
          created(await claimFreeUpdate(deps, callerOf(request), request.params.id)),
      }),
    'GET /api/payment/{id}': (route) =>
      createRoute(route, dependencies, {
        handler: async (request) => ok(await readPayment(deps, callerOf(request), request.params.id)),
      }),
  }) satisfies AreaRoutes<'payments'>;
