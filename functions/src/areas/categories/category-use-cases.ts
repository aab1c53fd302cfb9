import type { Category } from '@redigo/shared/domain/category';
import type { Paged } from '@redigo/shared/errors';
import { templateMessages as messages } from '@redigo/shared/messages/templates';
import { ConflictError, NotFoundError } from '../../errors/app-errors';
import type { CategoryDeps } from './category-deps';
import { categorySortKey, normalizeCategoryName, toCategory, type CategoryRecord } from './category-record';
import { CategoryChangedError, CategoryInUseError, DuplicateCategoryNameError } from './category-repository';
import { toPaged } from '@redigo/shared/paging';

/** The use cases of categories, each a function of the request's data. */
export interface CategoryUseCases {
  /** Categories sorted by name, a page at a time. */
  list(page: number, limit: number): Promise<Paged<Category>>;
  /** A new category; 409 when the name (case-insensitively) is taken. */
  create(name: string): Promise<Category>;
  /** Renames a category; 404 when unknown, 409 when the name is taken. */
  rename(id: string, name: string): Promise<Category>;
  /** Deletes a category; 404 when unknown, 409 while a template that is not deleted uses it. */
  remove(id: string): Promise<void>;
}

const translate = (error: unknown): never => {
  if (error instanceof DuplicateCategoryNameError) throw new ConflictError(messages.duplicateCategory);
  if (error instanceof CategoryChangedError) throw new ConflictError(messages.categoryChanged);
  throw error;
};

export const createCategoryUseCases = ({ categories, clock, ids }: CategoryDeps): CategoryUseCases => {
  const existing = async (id: string): Promise<CategoryRecord> => {
    const record = await categories.findById(id);
    if (!record) throw new NotFoundError(messages.categoryNotFound);
    return record;
  };
  return {
    async list(page, limit) {
      const { items, total } = await categories.list({ page, limit });
      return toPaged(items.map(toCategory), total, page, limit);
    },

    async create(rawName) {
      const name = normalizeCategoryName(rawName);
      const now = clock.now().toISOString();
      const record: CategoryRecord = {
        id: ids.newId(),
        name,
        nameKey: categorySortKey(name),
        createdAt: now,
        updatedAt: now,
      };
      await categories.create(record).catch(translate);
      return toCategory(record);
    },

    async rename(id, rawName) {
      const previous = await existing(id);
      const name = normalizeCategoryName(rawName);
      if (name !== previous.name) {
        await categories
          .rename(previous, name, categorySortKey(name), clock.now().toISOString())
          .catch(translate);
      }
      return { id, name };
    },

    async remove(id) {
      const record = await existing(id);
      try {
        await categories.delete(record);
      } catch (error) {
        if (!(error instanceof CategoryInUseError)) translate(error);
        await existing(id);
        throw new ConflictError(messages.categoryInUse);
      }
    },
  };
};
