import useSWR from 'swr';
import type { InvoicePage } from '@redigo/shared/domain/invoice';
import { apiBlob, apiData } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

const INVOICES_PAGE_SIZE = 20;

/** GET /invoice: a year's invoices, or one month's (1-12), newest first, with the period's totals. */
export const useInvoicesPage = (year: number, month: number | null, page: number) =>
  useSWR(['GET /invoice', year, month, page], () =>
    apiData<InvoicePage>({
      method: 'GET',
      route: '/invoice',
      query: { year, page, limit: INVOICES_PAGE_SIZE, ...(month ? { month } : {}) },
    }),
  );

/** GET /invoice/export?month=YYYY-MM: the month's XML files in a .zip, for the accountant. */
export const exportInvoices = async (month: string): Promise<void> => {
  const file = await apiBlob({ method: 'GET', route: '/invoice/export', query: { month } });
  saveFile(file.blob, file.fileName ?? `fatture-${month}.zip`);
};
