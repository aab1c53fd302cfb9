import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface ListParams {
  page: number;
  name: string;
  categoryId: string;
}

/**
 * A list's page, name search and category filter, kept in the URL (?pagina=&cerca=&categoria=) so that
 * back and forward work and a sidebar link (a bare path) resets them. Changing a filter goes to page 1.
 */
export const useListParams = (): [ListParams, (change: Partial<ListParams>) => void] => {
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number.parseInt(search.get('pagina') ?? '1', 10) || 1);
  const params: ListParams = {
    page,
    name: search.get('cerca') ?? '',
    categoryId: search.get('categoria') ?? '',
  };

  const update = useCallback(
    (change: Partial<ListParams>) => {
      setSearch((current) => {
        const next = new URLSearchParams(current);
        const set = (key: string, value: string) => (value ? next.set(key, value) : next.delete(key));
        if (change.name !== undefined) set('cerca', change.name);
        if (change.categoryId !== undefined) set('categoria', change.categoryId);
        const filterChanged = change.name !== undefined || change.categoryId !== undefined;
        const nextPage = change.page ?? (filterChanged ? 1 : undefined);
        if (nextPage !== undefined) set('pagina', nextPage > 1 ? String(nextPage) : '');
        return next;
      });
    },
    [setSearch],
  );

  return [params, update];
};
