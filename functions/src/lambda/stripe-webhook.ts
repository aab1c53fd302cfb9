import { createStripeWebhookArea } from '../areas/stripe-webhook/stripe-webhook-area';
import { createAwsInfrastructure } from '../composition/aws';
import { loadConfig } from '../config/config';
import { createStripeClient } from '../infrastructure/stripe/stripe-client';

export const handler = createStripeWebhookArea(
  createAwsInfrastructure(loadConfig(process.env), { stripe: (secretKey) => createStripeClient(secretKey) }),
);
