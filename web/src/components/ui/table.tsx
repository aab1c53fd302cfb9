import type { ReactNode } from 'react';
import { SortableHeader } from './sortable-header';
import './table.css';

type TableVariant = 'default' | 'userTable' | 'usersContracts' | 'template';

export interface TableColumn<Row> {
  key: string;
  header: string;
  render: (row: Row) => ReactNode;
  /** Set when the column can be sorted: the current direction, or 'none'. */
  sort?: 'ascending' | 'descending' | 'none';
  onSort?: () => void;
  align?: 'start' | 'end';
  /** Keeps the cell on one line (dates, names, action buttons). */
  nowrap?: boolean;
}

/** The last column: a row's buttons under «Azioni», on one line, in a `row-actions` box unless told. */
export const actionsColumn = <Row,>(
  render: (row: Row) => ReactNode,
  { className = 'row-actions', nowrap = true }: { className?: string; nowrap?: boolean } = {},
): TableColumn<Row> => ({
  key: 'actions',
  header: 'Azioni',
  align: 'end',
  nowrap,
  render: (row) => <div className={className}>{render(row)}</div>,
});

const cellClass = <Row,>(column: TableColumn<Row>): string | undefined =>
  [column.align === 'end' ? 'table__cell--end' : '', column.nowrap ? 'table__cell--nowrap' : '']
    .filter(Boolean)
    .join(' ') || undefined;

/** A table's rows are records with an id (their React key). */
export interface TableRow {
  id: string;
}

export interface TableProps<Row extends TableRow> {
  caption: string;
  columns: TableColumn<Row>[];
  rows: Row[];
  variant?: TableVariant;
  /** Shown instead of the rows when there are none. */
  empty: string;
}

export const Table = <Row extends TableRow>({
  caption,
  columns,
  rows,
  variant = 'default',
  empty,
}: TableProps<Row>) => (
  <div className={`table-wrap table-wrap--${variant}`}>
    <table className="table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th
              key={column.key}
              scope="col"
              aria-sort={column.sort}
              className={column.align === 'end' ? 'table__cell--end' : undefined}
            >
              {column.onSort ? (
                <SortableHeader header={column.header} sort={column.sort} onSort={column.onSort} />
              ) : (
                column.header
              )}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={columns.length} className="table__empty">
              {empty}
            </td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={row.id}>
              {columns.map((column) => (
                <td key={column.key} className={cellClass(column)} data-label={column.header}>
                  {column.render(row)}
                </td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </table>
  </div>
);
