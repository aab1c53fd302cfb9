import { createCategoriesArea, createCategoryUseCases } from '../areas/categories';
import type { LambdaHttpHandler } from '../http/http-types';
import { createDynamoCategoryRepository } from '../infrastructure/dynamodb/categories/category-table';
import type { Infrastructure } from './infrastructure';
import { awsAreaLambda } from './aws';

/** The categories area's Lambda: its use cases over the categories table. */
export const categoriesArea = (infrastructure: Infrastructure): LambdaHttpHandler =>
  createCategoriesArea(
    infrastructure,
    createCategoryUseCases({
      categories: createDynamoCategoryRepository(
        infrastructure.dynamo,
        infrastructure.config.tables.categories,
      ),
      clock: infrastructure.clock,
      ids: infrastructure.ids,
    }),
  );

/** The categories area's Lambda on AWS (functions/src/lambda/categories.ts). */
export const categoriesLambda = (): LambdaHttpHandler => awsAreaLambda('categories', categoriesArea);
