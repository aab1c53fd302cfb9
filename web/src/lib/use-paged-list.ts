import useSWR from 'swr';
import type { Paged } from '@redigo/shared/errors';
import { apiData } from './api-client';
import type { Query } from './api-path';

/**
 * One page of a list route of the shared route table (`GET /contract`, `/contact`, `/user`…), as every list page
 * reads it: cached under `['GET <route>', query]` (the key `mutate` filters on to reload a route's lists after a
 * change) and kept on screen while the next page or search loads, so the table does not blink empty. `P` is the
 * page's shape: `Paged<T>`, or a page with more (the invoices' totals).
 */
export const usePagedList = <T, P extends Paged<T> = Paged<T>>(route: string, query: Query) =>
  useSWR([`GET ${route}`, query], () => apiData<P>({ method: 'GET', route, query }), {
    keepPreviousData: true,
  });
