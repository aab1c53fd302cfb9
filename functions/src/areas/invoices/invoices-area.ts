import type { Infrastructure } from '../../composition/infrastructure';
import { createAreaRouter } from '../../http/area-router';
import type { LambdaHttpHandler } from '../../http/http-types';
import { createInvoiceDeps } from './invoice-deps';
import { invoiceRoutes } from './invoice-routes';

/** The invoices area's Lambda: billing data, invoice files, the admin's list and export. */
export const createInvoicesArea = (infrastructure: Infrastructure): LambdaHttpHandler =>
  createAreaRouter(
    'invoices',
    infrastructure,
    invoiceRoutes(infrastructure, createInvoiceDeps(infrastructure)),
  );
