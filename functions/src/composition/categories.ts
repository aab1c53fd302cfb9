import { categoryRoutes, type CategoryDeps } from '../areas/categories';
import { createAreaRouter } from '../http/area-router';
import type { LambdaHttpHandler } from '../http/http-types';
import { createDynamoCategoryRepository } from '../infrastructure/dynamodb/categories/category-table';
import type { Infrastructure } from './infrastructure';
import { awsAreaLambda } from './aws';

/** The categories' ports from one environment's infrastructure. */
const createCategoryDeps = (infrastructure: Infrastructure): CategoryDeps => ({
  categories: createDynamoCategoryRepository(infrastructure.dynamo, infrastructure.config.tables.categories),
  clock: infrastructure.clock,
  ids: infrastructure.ids,
});

/** The categories area's Lambda: its routes over the categories table. */
export const categoriesArea = (infrastructure: Infrastructure): LambdaHttpHandler =>
  createAreaRouter(
    'categories',
    infrastructure,
    categoryRoutes(infrastructure, createCategoryDeps(infrastructure)),
  );

/** The categories area's Lambda on AWS (functions/src/lambda/categories.ts). */
export const categoriesLambda = (): LambdaHttpHandler => awsAreaLambda('categories', categoriesArea);
