import useSWR from 'swr';
import type { Contract } from '@redigo/shared/domain/contract';
import type { ContractVisibility } from '@redigo/shared/domain/studio';
import type { Payment } from '@redigo/shared/domain/payment';
import { isSearchable } from '@redigo/shared/text';
import { apiData } from '../../../lib/api-client';
import type { ListParams } from '../../../lib/use-list-params';
import { usePagedList } from '../../../lib/use-paged-list';
import type { ArchiveScope } from '../components/scope-filter';

const ARCHIVE_PAGE_SIZE = 10;

/** Recheck of the payment for the 'just paid' banner (docs/product-spec.md section 9). */
export const PAYMENT_RECHECK_MS = 30_000;

/**
 * The archive's three views: the purchased documents (docs/product-spec.md: «Documenti acquistati»), the completed
 * ones not bought yet (bought later from their detail), and the drafts.
 */
export type ArchiveView = 'documenti' | 'da-acquistare' | 'bozze';

const QUERY_OF: Record<ArchiveView, { status: 'TO_COMPLETE' | 'COMPLETED'; payed?: boolean }> = {
  documenti: { status: 'COMPLETED', payed: true },
  'da-acquistare': { status: 'COMPLETED', payed: false },
  bozze: { status: 'TO_COMPLETE' },
};

/** The text a list searches for: a search runs from three letters (docs/api.md, GET /contract). */
export const searchedName = (name: string): string | undefined =>
  name && isSearchable(name) ? name : undefined;

/**
 * GET /contract: the user's purchased documents, the completed ones not bought, or their drafts; `onlyUpdates`, only
 * those whose template has a newer version (`update=true`, docs/api.md); `scope`, a member's own or the studio's
 * (all of them when not given).
 */
export const useArchive = (
  { page, name, categoryId }: ListParams,
  view: ArchiveView = 'documenti',
  onlyUpdates = false,
  scope: ArchiveScope = 'all',
) => {
  // Shorter text than a search needs lists everything meanwhile.
  const query = {
    page,
    limit: ARCHIVE_PAGE_SIZE,
    name: searchedName(name),
    categoryId,
    ...QUERY_OF[view],
    ...(onlyUpdates && { update: true }),
    ...(scope !== 'all' && { scope }),
  };
  return usePagedList<Contract>('/contract', query);
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

/** PUT /contract/{id}/name: the document's new name ('' for the default one: the title and the first party). */
export const renameDocument = (id: string, name: string) =>
  apiData<{ id: string; name: string }>({
    method: 'PUT',
    route: '/contract/{id}/name',
    params: { id },
    body: { name },
  });

/** PUT /contract/{id}/visibility: the owner shares a contract with the studio or keeps it riservato. */
export const setVisibility = (id: string, visibility: ContractVisibility) =>
  apiData<unknown>({
    method: 'PUT',
    route: '/contract/{id}/visibility',
    params: { id },
    body: { visibility },
  });
