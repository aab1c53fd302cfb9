import type { Contract } from '@redigo/shared/domain/contract';
import { isSearchable } from '@redigo/shared/text';
import type { ListParams } from '../../../lib/use-list-params';
import { usePagedList } from '../../../lib/use-paged-list';

const DOCUMENTS_PAGE_SIZE = 10;

/** GET /contract?status=COMPLETED: the documents every user generated, newest first, searched by name and party. */
export const useGeneratedDocuments = ({ page, name, categoryId }: ListParams) => {
  // A search runs from three letters (docs/api.md, GET /contract): shorter text lists everything meanwhile.
  const search = name && isSearchable(name) ? name : undefined;
  const query = { page, limit: DOCUMENTS_PAGE_SIZE, status: 'COMPLETED', name: search, categoryId };
  return usePagedList<Contract>('/contract', query);
};
