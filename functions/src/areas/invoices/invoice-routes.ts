import { invoiceMessages } from '@redigo/shared/messages/invoices';
import {
  billingSchema,
  exportInvoicesQuerySchema,
  listInvoicesQuerySchema,
} from '@redigo/shared/schemas/billing';
import { NotFoundError } from '../../errors/app-errors';
import type { AreaRoutes } from '../../http/area-router';
import { createRoute, type RouteDependencies } from '../../http/create-route';
import { attachment, ok } from '../../http/responses';
import { callerOf } from '../../http/caller';
import { getBilling, saveBilling } from './billing-use-cases';
import type { InvoiceDeps } from './invoice-deps';
import { renderCourtesyCopy } from './invoice-pdf';
import type { InvoiceRecord } from './invoice-record';
import { exportMonth, invoiceXmlOf, listInvoices } from './list-invoices';
import { invoiceForCaller } from './read-invoice';

/** An invoice with its XML: one still waiting for billing data has no file yet (404). */
const issuedFor = async (
  deps: InvoiceDeps,
  request: Parameters<typeof callerOf>[0] & { params: { id: string } },
): Promise<InvoiceRecord> => {
  const invoice = await invoiceForCaller(deps, callerOf(request), request.params.id);
  if (!invoice.fileName || !invoice.xml) throw new NotFoundError(invoiceMessages.invoiceNotFound);
  return invoice;
};

/** Billing data, the invoices' XML and PDF, the admin's list and monthly export. */
export const invoiceRoutes = (http: RouteDependencies, deps: InvoiceDeps) =>
  ({
    'GET /api/user/{id}/billing': (route) =>
      createRoute(route, http, {
        handler: async (request) => ok(await getBilling(deps, callerOf(request), request.params.id)),
      }),
    'PUT /api/user/{id}/billing': (route) =>
      createRoute(route, http, {
        body: billingSchema,
        handler: async (request) =>
          ok(await saveBilling(deps, callerOf(request), request.params.id, request.body)),
      }),
    'GET /api/invoice': (route) =>
      createRoute(route, http, {
        query: listInvoicesQuerySchema,
        handler: async (request) => ok(await listInvoices(deps, request.query)),
      }),
    'GET /api/invoice/export': (route) =>
      createRoute(route, http, {
        query: exportInvoicesQuerySchema,
        handler: async (request) =>
          attachment(
            await exportMonth(deps, request.query.month),
            'application/zip',
            `fatture-${request.query.month}.zip`,
          ),
      }),
    'GET /api/invoice/{id}/xml': (route) =>
      createRoute(route, http, {
        handler: async (request) => {
          const invoice = await issuedFor(deps, request);
          return attachment(await invoiceXmlOf(deps, invoice), 'application/xml', invoice.fileName ?? '');
        },
      }),
    'GET /api/invoice/{id}/pdf': (route) =>
      createRoute(route, http, {
        handler: async (request) => {
          const invoice = await issuedFor(deps, request);
          const name = `Fattura ${invoice.number}-${invoice.year}.pdf`;
          return attachment(await renderCourtesyCopy(invoice, deps.seller), 'application/pdf', name);
        },
      }),
  }) satisfies Partial<AreaRoutes<'invoices'>>;
