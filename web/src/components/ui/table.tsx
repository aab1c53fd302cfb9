import type { ReactNode } from 'react';
import './table.css';

export type TableVariant = 'default' | 'userTable' | 'usersContracts' | 'template';

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

const cellClass = <Row,>(column: TableColumn<Row>): string | undefined =>
  [column.align === 'end' ? 'table__cell--end' : '', column.nowrap ? 'table__cell--nowrap' : '']
    .filter(Boolean)
    .join(' ') || undefined;

interface TableProps<Row> {
  caption: string;
  columns: TableColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  variant?: TableVariant;
  /** Shown instead of the rows when there are none. */
  empty: string;
}

const SortableHeader = <Row,>({ column }: { column: TableColumn<Row> }) => (
  <button type="button" className="table__sort" onClick={column.onSort}>
    {column.header}
    <span aria-hidden="true">
      {column.sort === 'ascending' ? ' ▲' : column.sort === 'descending' ? ' ▼' : ' ↕'}
    </span>
  </button>
);

export const Table = <Row,>({
  caption,
  columns,
  rows,
  rowKey,
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
              {column.onSort ? <SortableHeader column={column} /> : column.header}
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
            <tr key={rowKey(row)}>
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
