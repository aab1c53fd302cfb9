import type { Area } from '@redigo/shared/routes';
import type { Infrastructure } from '../composition/infrastructure';
import type { LambdaHttpHandler } from '../http/http-types';
import { observedArea } from '../observability/observed-area';
import { createAuthArea } from './auth/auth-area';
import { createCategoriesArea } from './categories/categories-area';
import { createInvoicesArea } from './invoices/invoices-area';
import { createContractsArea } from './contracts/contracts-area';
import { createPaymentsArea } from './payments/payments-area';
import { createStripeWebhookArea } from './stripe-webhook/stripe-webhook-area';
import { createTemplatesArea } from './templates/templates-area';
import { createUsersArea } from './users/users-area';

/** Every area's Lambda factory; the local runtime builds them all with the local infrastructure. */
const FACTORIES: Record<Area, (infrastructure: Infrastructure) => LambdaHttpHandler> = {
  auth: createAuthArea,
  users: createUsersArea,
  categories: createCategoriesArea,
  templates: createTemplatesArea,
  contracts: createContractsArea,
  payments: createPaymentsArea,
  'stripe-webhook': createStripeWebhookArea,
  invoices: createInvoicesArea,
};

/** Every area's handler, observed as on AWS (functions/src/lambda): logs with the context, metrics published. */
export const AREA_FACTORIES = Object.fromEntries(
  Object.entries(FACTORIES).map(([area, create]) => [
    area,
    (infrastructure: Infrastructure) => observedArea(create(infrastructure), infrastructure),
  ]),
) as typeof FACTORIES;
