// The categories module's public surface: what other modules may use of it (eslint.config.mjs enforces it).
export type { CategoryRecord } from './category-record';
export type { CategoryRepository } from './category-repository';
export { createDynamoCategoryRepository } from './dynamo-category-repository';
