import type { ListParams } from '../../lib/use-list-params';
import { SearchBar } from '../ui/search-bar';
import { CategoryChips } from './category-chips';

interface ListFiltersProps {
  params: ListParams;
  onChange: (change: Partial<ListParams>) => void;
  /** A list of documents, whose search also matches a title or a party: the placeholder says so. */
  documents?: boolean;
}

/** A list's «Cerca per nome» and its category chips, on the list's params (`useListParams`). */
export const ListFilters = ({ params, onChange, documents = false }: ListFiltersProps) => (
  <>
    <SearchBar
      label="Cerca per nome"
      placeholder={documents ? 'Nome, titolo o parte (almeno 3 lettere)' : undefined}
      value={params.name}
      onSearch={(name) => onChange({ name })}
    />
    <CategoryChips value={params.categoryId} onChange={(categoryId) => onChange({ categoryId })} />
  </>
);
