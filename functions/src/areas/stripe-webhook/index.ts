// The stripe-webhook module's public surface: its routes and the ports they are built from.
export type { WebhookDeps } from './handle-stripe-event';
export { stripeWebhookRoutes } from './stripe-webhook-routes';
export type { StripeEventFacts, WebhookVerifier } from './webhook-verifier';
