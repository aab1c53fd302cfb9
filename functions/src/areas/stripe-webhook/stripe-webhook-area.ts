import type { Infrastructure } from '../../composition/infrastructure';
import { createAreaRouter } from '../../http/area-router';
import { createRoute } from '../../http/create-route';
import type { LambdaHttpHandler } from '../../http/http-types';
import { ok } from '../../http/responses';
import { createPaymentDeps } from '../payments';
import { handleStripeEvent, type WebhookDeps } from './handle-stripe-event';
import { createStripeWebhookVerifier } from './webhook-verifier';

/** The stripe-webhook area's Lambda: Stripe's events, verified over the raw body. */
export const createStripeWebhookArea = (infrastructure: Infrastructure): LambdaHttpHandler => {
  const deps: WebhookDeps = {
    ...createPaymentDeps(infrastructure),
    webhooks: createStripeWebhookVerifier(
      () => infrastructure.stripe(),
      infrastructure.secrets,
      infrastructure.clock,
    ),
  };
  return createAreaRouter('stripe-webhook', infrastructure, {
    'POST /api/stripe/webhook': (route) =>
      createRoute(route, infrastructure, {
        bodyKind: 'raw',
        handler: async (request) =>
          ok(await handleStripeEvent(deps, request.rawBody, request.headers['stripe-signature'])),
      }),
  });
};
