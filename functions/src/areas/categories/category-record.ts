import type { Category } from '@redigo/shared/domain/category';
import { foldName } from '@redigo/shared/text';

/** The `listKey` of every category: all of them are in the `by-list` index, sorted by `nameKey`. */
export const CATEGORY_LIST_KEY = 'CATEGORY';

/**
 * A category as stored in the categories table. Its name is unique case-insensitively through a marker item
 * `name#<lower-case name>` written in the same transaction. `templateCount` counts the templates that are not
 * deleted and use it; the templates' writes keep it in step, and a category is deleted only while it is zero.
 */
export interface CategoryRecord {
  id: string;
  listKey: typeof CATEGORY_LIST_KEY;
  name: string;
  /** The name folded (lower case, no accents), the sort key of the list. */
  nameKey: string;
  templateCount?: number;
  createdAt: string;
  updatedAt: string;
}

/** A category name as stored: trimmed, single spaces. */
export const normalizeCategoryName = (name: string): string =>
  name.normalize('NFC').replace(/\s+/g, ' ').trim();

/** The marker that keeps names unique, case-insensitively. */
export const categoryNameMarkerId = (name: string): string =>
  `name#${normalizeCategoryName(name).toLowerCase()}`;

export const categorySortKey = foldName;

export const toCategory = (record: CategoryRecord): Category => ({ id: record.id, name: record.name });
