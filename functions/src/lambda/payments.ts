import { createPaymentsArea } from '../areas/payments/payments-area';
import { createAwsInfrastructure } from '../composition/aws';
import { loadConfig } from '../config/config';
import { createStripeClient } from '../infrastructure/stripe/stripe-client';

export const handler = createPaymentsArea(
  createAwsInfrastructure(loadConfig(process.env), { stripe: (secretKey) => createStripeClient(secretKey) }),
);
