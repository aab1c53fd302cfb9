import { createPaymentsArea } from '../areas/payments/payments-area';
import { createAwsInfrastructure } from '../composition/aws';
import { loadConfig } from '../config/config';

/** The Stripe library is loaded with the first payment check, not when the Lambda starts. */
const loadStripe = async (secretKey: string) =>
  (await import('../infrastructure/stripe/stripe-client')).createStripeClient(secretKey);

export const handler = createPaymentsArea(
  createAwsInfrastructure(loadConfig(process.env), { stripe: loadStripe }),
);
