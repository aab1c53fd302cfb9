import type { Area } from '@redigo/shared/routes';
import type { Infrastructure } from '../composition/infrastructure';
import type { LambdaHttpHandler } from '../http/http-types';
import { createAuthArea } from './auth/auth-area';
import { createCategoriesArea } from './categories/categories-area';
import { createInvoicesArea } from './invoices/invoices-area';
import { createContractsArea } from './contracts/contracts-area';
import { createPaymentsArea } from './payments/payments-area';
import { createStripeWebhookArea } from './stripe-webhook/stripe-webhook-area';
import { createTemplatesArea } from './templates/templates-area';
import { createUsersArea } from './users/users-area';

/** Every area's Lambda factory; the local runtime builds them all with the local infrastructure. */
export const AREA_FACTORIES: Record<Area, (infrastructure: Infrastructure) => LambdaHttpHandler> = {
  auth: createAuthArea,
  users: createUsersArea,
  categories: createCategoriesArea,
  templates: createTemplatesArea,
  contracts: createContractsArea,
  payments: createPaymentsArea,
  'stripe-webhook': createStripeWebhookArea,
  invoices: createInvoicesArea,
};
