import { Button } from './button';
import './pagination.css';

interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

/** 'Pagina X di Y' with previous and next; nothing when there is a single page. */
export const Pagination = ({ page, totalPages, onChange }: PaginationProps) => {
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label="Paginazione">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        ‹ Precedente
      </Button>
      <span className="pagination__label" aria-live="polite">
        Pagina {page} di {totalPages}
      </span>
      <Button variant="outline" size="sm" disabled={page >= totalPages} onClick={() => onChange(page + 1)}>
        Successiva ›
      </Button>
    </nav>
  );
};
