import useSWR from 'swr';
import type { Category } from '@redigo/shared/domain/category';
import type { Paged } from '@redigo/shared/errors';
import { apiData } from '../../lib/api-client';

/** How many categories chips and selects load at once (docs/product-spec.md section 9). */
const CATEGORY_LIMIT = 1000;

const query = { page: 1, limit: CATEGORY_LIMIT };

/** GET /category?limit=1000: every category, for chips and selects. */
export const useAllCategories = () =>
  useSWR(['GET /category', query], () =>
    apiData<Paged<Category>>({ method: 'GET', route: '/category', query }),
  );
