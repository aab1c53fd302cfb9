import useSWR from 'swr';
import type { Billing, InvoiceSummary } from '@redigo/shared/domain/invoice';
import { apiBlob, apiData } from '../../lib/api-client';
import { saveFile } from '../../lib/save-file';

/** GET /user/{id}/billing: the user's billing data, null before they are given. */
export const useBilling = (userId: string | undefined) =>
  useSWR(userId ? ['GET /user/{id}/billing', userId] : null, () =>
    apiData<Billing | null>({ method: 'GET', route: '/user/{id}/billing', params: { id: userId as string } }),
  );

/** PUT /user/{id}/billing. */
export const saveBilling = (userId: string, billing: Billing): Promise<Billing> =>
  apiData<Billing>({ method: 'PUT', route: '/user/{id}/billing', params: { id: userId }, body: billing });

/** GET /invoice/{id}/pdf or /xml: saves the file under the name the server gives it. */
export const downloadInvoice = async (
  invoice: Pick<InvoiceSummary, 'id' | 'number'>,
  kind: 'pdf' | 'xml',
): Promise<void> => {
  const file = await apiBlob({ method: 'GET', route: `/invoice/{id}/${kind}`, params: { id: invoice.id } });
  saveFile(file.blob, file.fileName ?? `Fattura ${invoice.number ?? ''}.${kind}`);
};
