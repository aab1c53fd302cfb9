import type { ReactNode } from 'react';
import type { Paged } from '@redigo/shared/errors';
import { errorMessageOf } from '../../lib/api-error';
import { Loader } from './feedback';
import { NotificationCard } from './notification-card';
import { Pagination } from './pagination';

export interface PagedListProps<Row> {
  /** The page's request (SWR): the page asked for, the failure, whether the first page is on its way. */
  list: { data?: Paged<Row>; error?: unknown; isLoading: boolean };
  /** The loader's text until the first page comes. */
  loading: string;
  onPage: (page: number) => void;
  /** Draws the page's rows (a Table). */
  children: (rows: Row[]) => ReactNode;
}

/** A list shown a page at a time: the failure in a red box, a loader, then the page's rows and the pagination. */
export const PagedList = <Row,>({
  list: { data, error, isLoading },
  loading,
  onPage,
  children,
}: PagedListProps<Row>) => (
  <>
    {error && <NotificationCard variant="error">{errorMessageOf(error)}</NotificationCard>}
    {isLoading && !data && <Loader label={loading} />}
    {data && children(data.results)}
    {data && <Pagination page={data.page} totalPages={data.totalPages} onChange={onPage} />}
  </>
);
