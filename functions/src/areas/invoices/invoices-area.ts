import { createAreaRouter } from '../../http/area-router';
import type { RouteDependencies } from '../../http/create-route';
import type { LambdaHttpHandler } from '../../http/http-types';
import type { InvoiceDeps } from './invoice-deps';
import { invoiceRoutes } from './invoice-routes';
import { studioInvoiceRoutes } from './studio-invoice-routes';

/** The invoices area's Lambda: billing data, invoice files, the admin's list and export. */
export const createInvoicesArea = (http: RouteDependencies, deps: InvoiceDeps): LambdaHttpHandler =>
  createAreaRouter('invoices', http, { ...invoiceRoutes(http, deps), ...studioInvoiceRoutes(http, deps) });
