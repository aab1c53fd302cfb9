import type { Infrastructure } from '@redigo/functions/composition/infrastructure';
import type { LocalRoute } from './http/local-server';
import { sdiOutboxRoute } from './sdi/sdi-outbox-route';
import { checkoutRoute } from './stripe/checkout-route';
import { createStandInDeps } from './stripe/stand-in-deps';
import { stripeApiRoute } from './stripe/stripe-api-route';

/** Local-only routes mounted beside the product: the Stripe stand-in's Payment Links and API. */
export const localRoutes = (infrastructure: Infrastructure): LocalRoute[] => {
  const deps = createStandInDeps(infrastructure);
  const dataDir = infrastructure.config.local?.dataDir ?? '';
  return [checkoutRoute(deps), stripeApiRoute(deps), sdiOutboxRoute(dataDir)];
};
