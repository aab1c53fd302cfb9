import type { AreaRoutes } from '../../http/area-router';
import { createRoute, type RouteDependencies } from '../../http/create-route';
import { ok } from '../../http/responses';
import { handleStripeEvent, type WebhookDeps } from './handle-stripe-event';

/** POST /stripe/webhook: Stripe's events, verified over the raw body. */
export const stripeWebhookRoutes = (dependencies: RouteDependencies, deps: WebhookDeps) =>
  ({
    'POST /api/stripe/webhook': (route) =>
      createRoute(route, dependencies, {
        bodyKind: 'raw',
        handler: async (request) =>
          ok(await handleStripeEvent(deps, request.rawBody, request.headers['stripe-signature'])),
      }),
  }) satisfies AreaRoutes<'stripe-webhook'>;
