import type { InvoiceListItem } from '@redigo/shared/domain/invoice';
import type { Paged } from '@redigo/shared/errors';
import { pageOf } from '@redigo/shared/paging';
import type { ListInvoicesQuery } from '@redigo/shared/schemas/billing';
import { writeZip, deflatedEntry } from '../../documents/zip/zip-writer';
import type { InvoiceDeps } from './invoice-deps';
import { toInvoiceListItem, type InvoiceRecord } from './invoice-record';
import { romeDateOf, yearOfDate } from './rome-dates';
import { invoiceXmlKey } from './issue-invoice';

const monthKey = (year: number, month: number): string => `${year}-${String(month).padStart(2, '0')}`;

/** GET /invoice (admin): a year's invoices (this year's unless told), or a month's, newest first, paged. */
export const listInvoices = async (
  deps: Pick<InvoiceDeps, 'invoices' | 'account' | 'clock'>,
  query: ListInvoicesQuery,
): Promise<Paged<InvoiceListItem>> => {
  const year = query.year ?? yearOfDate(romeDateOf(deps.clock.now()));
  const records = await deps.invoices.listByPeriod(
    year,
    query.month ? monthKey(year, query.month) : undefined,
  );
  const page = pageOf(records, query.page, query.limit);
  const names = new Map<string, string>();
  for (const record of page.results)
    if (!record.buyer && !names.has(record.userId))
      names.set(record.userId, (await deps.account(record.userId))?.name ?? '');
  return {
    ...page,
    results: page.results.map((record) => toInvoiceListItem(record, names.get(record.userId) ?? '')),
  };
};

/** An issued invoice's XML: the stored file, or (not stored yet) the bytes issued with it. */
export const invoiceXmlOf = async (
  deps: Pick<InvoiceDeps, 'files'>,
  invoice: InvoiceRecord,
): Promise<Buffer> =>
  (await deps.files.get(invoiceXmlKey(invoice))) ?? Buffer.from(invoice.xml ?? '', 'utf8');

/** GET /invoice/export?month=YYYY-MM (admin): a .zip of that month's issued XML files, for the accountant. */
export const exportMonth = async (
  deps: Pick<InvoiceDeps, 'invoices' | 'files'>,
  month: string,
): Promise<Buffer> => {
  const records = await deps.invoices.listByPeriod(Number(month.slice(0, 4)), month);
  const issued = records.filter((record) => record.fileName && record.xml).reverse();
  const entries = [];
  for (const record of issued)
    entries.push(deflatedEntry(record.fileName ?? '', await invoiceXmlOf(deps, record)));
  return writeZip(entries);
};
