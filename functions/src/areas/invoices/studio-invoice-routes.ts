import { studioInvoicesQuerySchema, studioInvoicesZipQuerySchema } from '@redigo/shared/schemas/studios';
import type { AreaRoutes } from '../../http/area-router';
import { callerOf } from '../../http/caller';
import { createRoute, type RouteDependencies } from '../../http/create-route';
import { attachment, ok } from '../../http/responses';
import type { InvoiceDeps } from './invoice-deps';
import { exportStudioMonth, listStudioInvoices } from './studio-invoices';

/** The studio's invoices for its titolare (docs/api.md, "The studio"): the list and a month's .zip. */
export const studioInvoiceRoutes = (http: RouteDependencies, deps: InvoiceDeps) =>
  ({
    'GET /api/studio/invoices': (route) =>
      createRoute(route, http, {
        query: studioInvoicesQuerySchema,
        handler: async (request) => ok(await listStudioInvoices(deps, callerOf(request), request.query)),
      }),
    'GET /api/studio/invoices/zip': (route) =>
      createRoute(route, http, {
        query: studioInvoicesZipQuerySchema,
        handler: async (request) => {
          const { year, month } = request.query;
          const zip = await exportStudioMonth(deps, callerOf(request), year, month);
          const name = `fatture-studio-${year}-${String(month).padStart(2, '0')}.zip`;
          return attachment(zip, 'application/zip', name);
        },
      }),
  }) satisfies Partial<AreaRoutes<'invoices'>>;
