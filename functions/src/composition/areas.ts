import type { Area } from '@redigo/shared/routes';
import type { LambdaHttpHandler } from '../http/http-types';
import { observedArea } from '../observability/observed-area';
import { authArea } from './auth';
import { categoriesArea } from './categories';
import { clientLinksArea } from './client-links';
import { contactsArea } from './contacts';
import { contractsArea } from './contracts';
import type { Infrastructure } from './infrastructure';
import { invoicesArea } from './invoices';
import { paymentsArea, stripeWebhookArea } from './payments';
import { templatesArea } from './templates';
import { studiosArea } from './studios';
import { usersArea } from './users';

/** Every area's Lambda factory; the local runtime builds them all with the local infrastructure. */
const FACTORIES: Record<Area, (infrastructure: Infrastructure) => LambdaHttpHandler> = {
  auth: authArea,
  users: usersArea,
  categories: categoriesArea,
  templates: templatesArea,
  contracts: contractsArea,
  payments: paymentsArea,
  'stripe-webhook': stripeWebhookArea,
  invoices: invoicesArea,
  contacts: contactsArea,
  'client-links': clientLinksArea,
  studios: studiosArea,
};

/** Every area's handler, observed as on AWS (functions/src/lambda): logs with the context, metrics published. */
export const AREA_FACTORIES = Object.fromEntries(
  Object.entries(FACTORIES).map(([area, create]) => [
    area,
    (infrastructure: Infrastructure) => observedArea(create(infrastructure), infrastructure),
  ]),
) as typeof FACTORIES;
