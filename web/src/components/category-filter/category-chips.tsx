import { Button } from '../ui/button';
import { useAllCategories } from './use-categories';
import './category-chips.css';

interface CategoryChipsProps {
  /** The selected category's id, '' for all. */
  value: string;
  onChange: (categoryId: string) => void;
}

/** 'Tutti' plus one chip per category; the pressed chip filters the list. */
export const CategoryChips = ({ value, onChange }: CategoryChipsProps) => {
  const { data } = useAllCategories();
  const categories = data?.results ?? [];
  return (
    <div className="category-chips" role="group" aria-label="Filtra per categoria">
      <Button variant="chips" size="sm" aria-pressed={value === ''} onClick={() => onChange('')}>
        Tutti
      </Button>
      {categories.map((category) => (
        <Button
          key={category.id}
          variant="chips"
          size="sm"
          aria-pressed={value === category.id}
          onClick={() => onChange(category.id)}
        >
          {category.name}
        </Button>
      ))}
    </div>
  );
};
