import { categorySchema } from '@redigo/shared/schemas/categories';
import { categoryListQuerySchema } from '@redigo/shared/schemas/template-body';
import { createAreaRouter } from '../../http/area-router';
import { createRoute, type RouteDependencies } from '../../http/create-route';
import type { LambdaHttpHandler } from '../../http/http-types';
import { created, noContent, ok } from '../../http/responses';
import type { CategoryUseCases } from './category-use-cases';

/** The categories area's Lambda: list for every signed-in role, changes for admins (the route table's audiences). */
export const createCategoriesArea = (
  http: RouteDependencies,
  categories: CategoryUseCases,
): LambdaHttpHandler =>
  createAreaRouter('categories', http, {
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
  });
