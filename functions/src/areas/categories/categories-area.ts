import { categorySchema } from '@redigo/shared/schemas/categories';
import { categoryListQuerySchema } from '@redigo/shared/schemas/template-body';
import type { Infrastructure } from '../../composition/infrastructure';
import { createAreaRouter } from '../../http/area-router';
import { createRoute } from '../../http/create-route';
import type { LambdaHttpHandler } from '../../http/http-types';
import { created, noContent, ok } from '../../http/responses';
import { createDynamoCategoryRepository } from './dynamo-category-repository';
import { createCategoryUseCases } from './category-use-cases';

/** The categories area's Lambda: list for every signed-in role, changes for admins (the route table's audiences). */
export const createCategoriesArea = (infrastructure: Infrastructure): LambdaHttpHandler => {
  const categories = createCategoryUseCases({
    categories: createDynamoCategoryRepository(
      infrastructure.dynamo,
      infrastructure.config.tables.categories,
    ),
    clock: infrastructure.clock,
    ids: infrastructure.ids,
  });
  return createAreaRouter('categories', infrastructure, {
    'GET /api/category': (route) =>
      createRoute(route, infrastructure, {
        query: categoryListQuerySchema,
        handler: async ({ query }) => ok(await categories.list(query.page, query.limit)),
      }),
    'POST /api/category': (route) =>
      createRoute(route, infrastructure, {
        body: categorySchema,
        handler: async ({ body }) => created(await categories.create(body.name)),
      }),
    'PUT /api/category/{id}': (route) =>
      createRoute(route, infrastructure, {
        body: categorySchema,
        handler: async ({ body, params }) => ok(await categories.rename(params.id, body.name)),
      }),
    'DELETE /api/category/{id}': (route) =>
      createRoute(route, infrastructure, {
        handler: async ({ params }) => {
          await categories.remove(params.id);
          return noContent();
        },
      }),
  });
};
