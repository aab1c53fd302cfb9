import { createAreaRouter } from '../../http/area-router';
import { createRoute, type RouteDependencies } from '../../http/create-route';
import type { LambdaHttpHandler } from '../../http/http-types';
import { ok } from '../../http/responses';
import { handleStripeEvent, type WebhookDeps } from './handle-stripe-event';

/** The stripe-webhook area's Lambda: Stripe's events, verified over the raw body. */
export const createStripeWebhookArea = (http: RouteDependencies, deps: WebhookDeps): LambdaHttpHandler =>
  createAreaRouter('stripe-webhook', http, {
    'POST /api/stripe/webhook': (route) =>
      createRoute(route, http, {
        bodyKind: 'raw',
        handler: async (request) =>
          ok(await handleStripeEvent(deps, request.rawBody, request.headers['stripe-signature'])),
      }),
  });
