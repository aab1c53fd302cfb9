import type { InvoicePage } from '@redigo/shared/domain/invoice';
import { apiBlob } from '../../../lib/api-client';
import { usePagedList } from '../../../lib/use-paged-list';
import { saveFile } from '../../../lib/save-file';

const INVOICES_PAGE_SIZE = 20;

/** GET /invoice: a year's invoices, or one month's (1-12), newest first, with the period's totals. */
export const useInvoicesPage = (year: number, month: number | null, page: number) =>
  usePagedList<InvoicePage['results'][number], InvoicePage>('/invoice', {
    year,
    page,
    limit: INVOICES_PAGE_SIZE,
    ...(month ? { month } : {}),
  });

/** GET /invoice/export?month=YYYY-MM: the month's XML files in a .zip, for the accountant. */
export const exportInvoices = async (month: string): Promise<void> => {
  const file = await apiBlob({ method: 'GET', route: '/invoice/export', query: { month } });
  saveFile(file.blob, file.fileName ?? `fatture-${month}.zip`);
};
