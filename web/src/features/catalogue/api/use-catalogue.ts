import type { CatalogueTemplate } from '@redigo/shared/domain/template';
import type { ListParams } from '../../../lib/use-list-params';
import { usePagedList } from '../../../lib/use-paged-list';

/** Cards per page: a multiple of the grid's 2, 3 and 4 columns. */
const CATALOGUE_PAGE_SIZE = 12;

/** GET /template: the published templates a lawyer can compile (the server shows a user only those). */
export const useCatalogue = ({ page, name, categoryId }: ListParams) => {
  const query = { page, limit: CATALOGUE_PAGE_SIZE, name, categoryId };
  return usePagedList<CatalogueTemplate>('/template', query);
};
