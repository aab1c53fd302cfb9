import { PagedList, type PagedListProps } from './paged-list';
import { Table, type TableProps, type TableRow } from './table';

interface PagedTableProps<Row extends TableRow>
  extends Omit<PagedListProps<Row>, 'children'>, Omit<TableProps<Row>, 'rows'> {
  /** The page's rows as the table shows them (sorted, some left out); as they come unless told. */
  shown?: (rows: Row[]) => Row[];
}

/** A table shown a page at a time (PagedList). */
export const PagedTable = <Row extends TableRow>({
  list,
  loading,
  onPage,
  shown = (rows) => rows,
  ...table
}: PagedTableProps<Row>) => (
  <PagedList list={list} loading={loading} onPage={onPage}>
    {(rows) => <Table {...table} rows={shown(rows)} />}
  </PagedList>
);
