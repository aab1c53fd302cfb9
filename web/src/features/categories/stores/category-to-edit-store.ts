import type { Category } from '@redigo/shared/domain/category';
import { createPersistedStore, jsonCodec } from '../../../lib/persisted-store';
import { storageEntries } from '../../../lib/storage';

const isCategory = (value: unknown): value is Category =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Category).id === 'string' &&
  typeof (value as Category).name === 'string';

/** The category chosen with «Modifica» in the list, for the category form (sessionStorage 'new-category'). */
export const categoryToEditStore = createPersistedStore<Category | null>({
  ...storageEntries.newCategory,
  codec: jsonCodec(isCategory),
  fallback: null,
});
