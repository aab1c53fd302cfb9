import type { InvoicePage, InvoiceTotals } from '@redigo/shared/domain/invoice';
import { invoiceMessages } from '@redigo/shared/messages/invoices';
import { pageOf } from '@redigo/shared/paging';
import type { ListInvoicesQuery } from '@redigo/shared/schemas/billing';
import { writeZip, deflatedEntry } from '../../documents/zip/zip-writer';
import { NotFoundError } from '../../errors/app-errors';
import type { InvoiceDeps } from './invoice-deps';
import { toInvoiceListItem, type InvoiceRecord } from './invoice-record';
import { romeDateOf, romeDateTimeOf, yearOfDate } from './rome-dates';
import { invoiceXmlKey } from './issue-invoice';

const isIssued = (record: InvoiceRecord): boolean => record.number !== undefined;

/** The sums of a period's issued invoices, added in cents, and how many still wait for billing data. */
const totalsOf = (records: InvoiceRecord[]): InvoiceTotals => {
  const issued = records.filter(isIssued);
  const sum = (cents: (record: InvoiceRecord) => number) =>
    issued.reduce((total, record) => total + cents(record), 0) / 100;
  return {
    issued: issued.length,
    imponibile: sum((record) => record.priceCents),
    imposta: sum((record) => record.vatCents),
    totale: sum((record) => record.totalCents),
    waiting: records.length - issued.length,
  };
};

const monthKey = (year: number, month: number): string => `${year}-${String(month).padStart(2, '0')}`;

/**
 * GET /invoice (admin): a year's invoices (this year's unless told), or a month's, newest first, paged, with the
 * period's totals.
 */
export const listInvoices = async (
  deps: Pick<InvoiceDeps, 'invoices' | 'account' | 'clock'>,
  query: ListInvoicesQuery,
): Promise<InvoicePage> => {
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
    totals: totalsOf(records),
  };
};

/** An issued invoice's XML: the stored file, or (not stored yet) the bytes issued with it. */
export const invoiceXmlOf = async (
  deps: Pick<InvoiceDeps, 'files'>,
  invoice: InvoiceRecord,
): Promise<Buffer> =>
  (await deps.files.get(invoiceXmlKey(invoice))) ?? Buffer.from(invoice.xml ?? '', 'utf8');

/**
 * GET /invoice/export?month=YYYY-MM (admin): a .zip of that month's issued XML files, oldest first, each dated in
 * the zip with its payment's date and time in Italy; 404 when the month has none (there is nothing to give the
 * accountant).
 */
export const exportMonth = async (
  deps: Pick<InvoiceDeps, 'invoices' | 'files'>,
  month: string,
): Promise<Buffer> => {
  const records = await deps.invoices.listByPeriod(Number(month.slice(0, 4)), month);
  const issued = records.filter((record) => record.fileName && record.xml).reverse();
  if (issued.length === 0) throw new NotFoundError(invoiceMessages.nothingToExport);
  const entries = [];
  for (const record of issued) {
    const xml = await invoiceXmlOf(deps, record);
    entries.push(deflatedEntry(record.fileName ?? '', xml, romeDateTimeOf(new Date(record.paidAt))));
  }
  return writeZip(entries);
};
