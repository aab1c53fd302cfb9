import type { Infrastructure } from '../../composition/infrastructure';
import { createAreaRouter } from '../../http/area-router';
import type { LambdaHttpHandler } from '../../http/http-types';

/** The stripe-webhook area's Lambda: its routes from the shared table. */
export const createStripeWebhookArea = (infrastructure: Infrastructure): LambdaHttpHandler =>
  createAreaRouter('stripe-webhook', infrastructure, {});
