import { stripeWebhookLambda } from '../composition/payments';
export const handler = stripeWebhookLambda();
