import useSWR from 'swr';
import type { Contract } from '@redigo/shared/domain/contract';
import type { Paged } from '@redigo/shared/errors';
import { apiData } from '../../../lib/api-client';
import type { ListParams } from '../../../lib/use-list-params';

export const DOCUMENTS_PAGE_SIZE = 10;

/** GET /contract?status=COMPLETED: the documents every user generated, newest first. */
export const useGeneratedDocuments = ({ page, name, categoryId }: ListParams) => {
  const query = { page, limit: DOCUMENTS_PAGE_SIZE, status: 'COMPLETED', name, categoryId };
  return useSWR(
    ['GET /contract', query],
    () => apiData<Paged<Contract>>({ method: 'GET', route: '/contract', query }),
    { keepPreviousData: true },
  );
};
