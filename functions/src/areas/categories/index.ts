// The categories module's public surface: what other modules may use of it (eslint.config.mjs enforces it).
export type { CategoryDeps } from './category-deps';
export { normalizeCategoryName, uniqueNameOf, type CategoryRecord } from './category-record';
export {
  CategoryChangedError,
  CategoryInUseError,
  DuplicateCategoryNameError,
  type CategoryRepository,
} from './category-repository';
export { categoryRoutes } from './category-routes';
export { createCategoryUseCases, type CategoryUseCases } from './category-use-cases';
