import { categorySchema } from '@redigo/shared/schemas/categories';
import { categoryListQuerySchema } from '@redigo/shared/schemas/template-body';
import type { AreaRoutes } from '../../http/area-router';
import { createRoute, type RouteDependencies } from '../../http/create-route';
import { created, noContent, ok } from '../../http/responses';
import type { CategoryDeps } from './category-deps';
import { createCategoryUseCases } from './category-use-cases';

/** The categories: the list for every signed-in role, changes for admins (the route table's audiences). */
export const categoryRoutes = (http: RouteDependencies, deps: CategoryDeps) => {
  const categories = createCategoryUseCases(deps);
  return {
    'GET /api/category': (route) =>
      createRoute(route, http, {
        query: categoryListQuerySchema,
        handler: async ({ query }) => ok(await categories.list(query.page, query.limit)),
      }),

    'POST /api/category': (route) =>
      createRoute(route, http, {
        body: categorySchema,
        handler: async ({ body }) => created(await categories.create(body.name)),
      }),

    'PUT /api/category/{id}': (route) =>
      createRoute(route, http, {
        body: categorySchema,
        handler: async ({ body, params }) => ok(await categories.rename(params.id, body.name)),
      }),

    'DELETE /api/category/{id}': (route) =>
      createRoute(route, http, {
        handler: async ({ params }) => {
          await categories.remove(params.id);
          return noContent();
        },
      }),
  } satisfies Partial<AreaRoutes<'categories'>>;
};
