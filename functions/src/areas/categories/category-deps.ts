import type { Clock } from '../../ports/clock';
import type { IdGenerator } from '../../ports/id-generator';
import type { CategoryRepository } from './category-repository';

/** What the categories' use cases need. */
export interface CategoryDeps {
  categories: CategoryRepository;
  clock: Clock;
  ids: IdGenerator;
}
