import type { CategoryRecord } from './category-record';
import { NamedError } from '../../errors/named-error';

/** Another category has the same name (case-insensitively). */
export class DuplicateCategoryNameError extends NamedError {}
/** Templates that are not deleted still use the category. */
export class CategoryInUseError extends NamedError {}
/** The category was renamed or deleted since it was read. */
export class CategoryChangedError extends NamedError {}

/**
 * Categories by id and by name, in name order (port; its DynamoDB adapter is
 * functions/src/infrastructure/dynamodb/categories/category-table.ts).
 */
export interface CategoryRepository {
  findById(id: string): Promise<CategoryRecord | undefined>;
  findByIds(ids: string[]): Promise<Map<string, CategoryRecord>>;
  findByName(name: string): Promise<CategoryRecord | undefined>;
  /** A page of categories sorted by name, and how many there are. */
  list(page: { page: number; limit: number }): Promise<{ items: CategoryRecord[]; total: number }>;
  /** Throws DuplicateCategoryNameError. */
  create(record: CategoryRecord): Promise<void>;
  /** Renames `previous` as read; throws DuplicateCategoryNameError or CategoryChangedError. */
  rename(previous: CategoryRecord, name: string, nameKey: string, updatedAt: string): Promise<void>;
  /** Throws CategoryInUseError (also when it is gone meanwhile), or CategoryChangedError when it was renamed. */
  delete(record: CategoryRecord): Promise<void>;
}
