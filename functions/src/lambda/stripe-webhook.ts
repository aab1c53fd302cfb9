import { createStripeWebhookArea } from '../areas/stripe-webhook/stripe-webhook-area';
import { createAwsInfrastructure } from '../composition/aws';
import { loadConfig } from '../config/config';

/** The Stripe library is loaded with the first payment check, not when the Lambda starts. */
const loadStripe = async (secretKey: string) =>
  (await import('../infrastructure/stripe/stripe-client')).createStripeClient(secretKey);

export const handler = createStripeWebhookArea(
  createAwsInfrastructure(loadConfig(process.env), { stripe: loadStripe }),
);
