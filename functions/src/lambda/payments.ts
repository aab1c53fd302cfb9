import { paymentsArea } from '../composition/payments';
import { createAwsInfrastructure } from '../composition/aws';
import { AREA_SETTINGS } from '../config/area-settings';
import { loadConfig } from '../config/config';
import { createSqsPdfJobQueue } from '../infrastructure/sqs/sqs-pdf-job-queue';
import { observedArea } from '../observability/observed-area';

/** The Stripe library is loaded with the first payment check, not when the Lambda starts. */
const loadStripe = async (secretKey: string) =>
  (await import('../infrastructure/stripe/stripe-client')).createStripeClient(secretKey);

const infrastructure = createAwsInfrastructure(loadConfig(process.env, AREA_SETTINGS.payments), {
  stripe: loadStripe,
  pdfJobQueue: createSqsPdfJobQueue,
});
export const handler = observedArea(paymentsArea(infrastructure), infrastructure);
