// The stripe-webhook module's public surface: its Lambda and the ports it is built from.
export type { WebhookDeps } from './handle-stripe-event';
export { createStripeWebhookArea } from './stripe-webhook-area';
export type { StripeEventFacts, WebhookVerifier } from './webhook-verifier';
