import type { Category } from '@redigo/shared/domain/category';
import { usePagedList } from '../../lib/use-paged-list';

/** How many categories chips and selects load at once (docs/product-spec.md section 9). */
const CATEGORY_LIMIT = 1000;

const query = { page: 1, limit: CATEGORY_LIMIT };

/** GET /category?limit=1000: every category, for chips and selects. */
export const useAllCategories = () => usePagedList<Category>('/category', query);
