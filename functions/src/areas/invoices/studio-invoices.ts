import type { StudioInvoiceItem } from '@redigo/shared/domain/studio';
import type { Paged } from '@redigo/shared/errors';
import { studioMessages } from '@redigo/shared/messages/studios';
import { toPaged } from '@redigo/shared/paging';
import type { StudioInvoicesQuery } from '@redigo/shared/schemas/studios';
import { deflatedEntry, writeZip } from '../../documents/zip/zip-writer';
import { ForbiddenError, NotFoundError } from '../../errors/app-errors';
import type { Principal } from '../../security/principal';
import type { InvoiceDeps } from './invoice-deps';
import { toInvoiceSummary } from './invoice-record';
import { invoiceXmlOf } from './list-invoices';
import { romeDateOf, romeDateTimeOf, yearOfDate } from './rome-dates';

/** The studio whose titolare the caller is: 404 outside a studio, 403 for another member. */
const titolareStudioId = async (deps: Pick<InvoiceDeps, 'studios'>, caller: Principal): Promise<string> => {
  const membership = await deps.studios.membershipOf(caller.userId);
  if (!membership) throw new NotFoundError(studioMessages.studioNotFound);
  if (membership.role !== 'titolare') throw new ForbiddenError(studioMessages.titolareOnly);
  return membership.studioId;
};

const monthKey = (year: number, month: number): string => `${year}-${String(month).padStart(2, '0')}`;

/**
 * GET /studio/invoices: the titolare's list of the studio's invoices (its members' purchases), newest first, of a
 * year or a month when asked (a month without a year is this year's), each with the member who bought.
 */
export const listStudioInvoices = async (
  deps: InvoiceDeps,
  caller: Principal,
  query: StudioInvoicesQuery,
): Promise<Paged<StudioInvoiceItem>> => {
  const studioId = await titolareStudioId(deps, caller);
  const year = query.year ?? (query.month ? yearOfDate(romeDateOf(deps.clock.now())) : undefined);
  const period = year === undefined ? undefined : query.month ? monthKey(year, query.month) : String(year);
  const records = await deps.invoices.listByStudio(studioId, period);
  const pageRecords = records.slice((query.page - 1) * query.limit, query.page * query.limit);
  const people = await deps.people.namesOf(pageRecords.map((record) => record.userId));
  const items = pageRecords.map((record) => {
    const { id, number, year, date, status, totale } = toInvoiceSummary(record);
    const buyer = people.get(record.userId) ?? { id: record.userId, name: '', surname: '' };
    return { id, number, year, date, status, totale, buyer };
  });
  return toPaged(items, records.length, query.page, query.limit);
};

/** GET /studio/invoices/zip: the month's issued XML files of the studio, oldest first, for its accountant. */
export const exportStudioMonth = async (
  deps: InvoiceDeps,
  caller: Principal,
  year: number,
  month: number,
): Promise<Buffer> => {
  const studioId = await titolareStudioId(deps, caller);
  const records = await deps.invoices.listByStudio(studioId, monthKey(year, month));
  const issued = records.filter((record) => record.fileName && record.xml).reverse();
  if (issued.length === 0) throw new NotFoundError(studioMessages.nothingToExport);
  const entries = [];
  for (const record of issued)
    entries.push(
      deflatedEntry(
        record.fileName ?? '',
        await invoiceXmlOf(deps, record),
        romeDateTimeOf(new Date(record.paidAt)),
      ),
    );
  return writeZip(entries);
};
