import type { Category } from '@redigo/shared/domain/category';
import { foldName } from '@redigo/shared/text';

/**
 * A category as stored in the categories table, in the list of categories sorted by `nameKey`. Its name is unique
 * case-insensitively (`uniqueNameOf`: the repository keeps it so in the same transaction). `templateCount` counts
 * the templates that are not deleted and use it; the templates' writes keep it in step, and a category is deleted
 * only while it is zero.
 */
export interface CategoryRecord {
  id: string;
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

/** What makes two category names the same: their case and their spacing do not count, their accents do. */
export const uniqueNameOf = (name: string): string => normalizeCategoryName(name).toLowerCase();

export const categorySortKey = foldName;

export const toCategory = (record: CategoryRecord): Category => ({ id: record.id, name: record.name });
