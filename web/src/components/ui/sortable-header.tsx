interface SortableHeaderProps {
  header: string;
  sort: 'ascending' | 'descending' | 'none' | undefined;
  onSort: () => void;
}

/** A sortable column's header: a button with the column's direction (▲, ▼, or ↕ while unsorted). */
export const SortableHeader = ({ header, sort, onSort }: SortableHeaderProps) => (
  <button type="button" className="table__sort" onClick={onSort}>
    {header}
    <span aria-hidden="true">{sort === 'ascending' ? ' ▲' : sort === 'descending' ? ' ▼' : ' ↕'}</span>
  </button>
);
