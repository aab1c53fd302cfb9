import { createStripeWebhookArea } from '../areas/stripe-webhook/stripe-webhook-area';
import { createAwsInfrastructure } from '../composition/aws';
import { loadConfig } from '../config/config';

export const handler = createStripeWebhookArea(createAwsInfrastructure(loadConfig(process.env)));
