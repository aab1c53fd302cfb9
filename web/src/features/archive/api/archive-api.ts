import useSWR from 'swr';
import type { Contract } from '@redigo/shared/domain/contract';
import type { Payment } from '@redigo/shared/domain/payment';
import type { Paged } from '@redigo/shared/errors';
import { apiData } from '../../../lib/api-client';
import type { ListParams } from '../../../lib/use-list-params';

export const ARCHIVE_PAGE_SIZE = 10;

/** Recheck of the payment for the 'just paid' banner (docs/product-spec.md section 9). */
export const PAYMENT_RECHECK_MS = 30_000;

/** The archive's two views: the completed documents (paid or not) and the drafts. */
export type ArchiveView = 'documenti' | 'bozze';

/** GET /contract: the user's completed documents, paid or not (only the paid ones download), or their drafts. */
export const useArchive = ({ page, name, categoryId }: ListParams, view: ArchiveView = 'documenti') => {
  const status = view === 'bozze' ? 'TO_COMPLETE' : 'COMPLETED';
  const query = { page, limit: ARCHIVE_PAGE_SIZE, name, categoryId, status };
  return useSWR(
    ['GET /contract', query],
    () => apiData<Paged<Contract>>({ method: 'GET', route: '/contract', query }),
    { keepPreviousData: true },
  );
};

/** GET /contract/{id}: a document with the questions and answers given. */
export const useContract = (id: string | null) =>
  useSWR(id ? ['GET /contract/{id}', id] : null, () =>
    apiData<Contract>({ method: 'GET', route: '/contract/{id}', params: { id: id as string } }),
  );

/** GET /payment/{id}, rechecked every 30 seconds. */
export const usePayment = (id: string | null | undefined) =>
  useSWR(
    id ? ['GET /payment/{id}', id] : null,
    () => apiData<Payment>({ method: 'GET', route: '/payment/{id}', params: { id: id as string } }),
    { refreshInterval: PAYMENT_RECHECK_MS },
  );
