import { mutate } from 'swr';
import type { Category } from '@redigo/shared/domain/category';
import type { CategoryBody } from '@redigo/shared/schemas/categories';
import { apiData, apiRequest } from '../../../lib/api-client';
import { usePagedList } from '../../../lib/use-paged-list';

const CATEGORIES_PAGE_SIZE = 10;

/** GET /category: one page of the categories list. */
export const useCategoriesPage = (page: number) => {
  const query = { page, limit: CATEGORIES_PAGE_SIZE };
  return usePagedList<Category>('/category', query);
};

/** Every cached category list (this one, the chips, the selects) loads again. */
const refreshCategoryLists = () =>
  mutate((key) => Array.isArray(key) && key[0] === 'GET /category', undefined, { revalidate: true });

/** POST /category, or PUT /category/{id} when `id` is given. */
export const saveCategory = async (body: CategoryBody, id: string | null): Promise<Category> => {
  const saved = id
    ? await apiData<Category>({ method: 'PUT', route: '/category/{id}', params: { id }, body })
    : await apiData<Category>({ method: 'POST', route: '/category', body });
  await refreshCategoryLists();
  return saved;
};

/** DELETE /category/{id}; a category some template uses is refused with a 409. */
export const deleteCategory = async (id: string): Promise<void> => {
  await apiRequest<void>({ method: 'DELETE', route: '/category/{id}', params: { id } });
  await refreshCategoryLists();
};
