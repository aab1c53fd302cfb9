import { contactSchema, listContactsQuerySchema } from '@redigo/shared/schemas/contacts';
import type { AreaRoutes } from '../../http/area-router';
import { callerOf } from '../../http/caller';
import { createRoute, type RouteDependencies } from '../../http/create-route';
import { created, noContent, ok } from '../../http/responses';
import type { ContactDeps } from './contact-deps';
import { createContactUseCases } from './contact-use-cases';

/**
 * The address book: each route works among the caller's own contacts (docs/api.md, "Address book"), so an id of
 * someone else's is unknown to it (404), whatever the caller's role.
 */
export const contactRoutes = (http: RouteDependencies, deps: ContactDeps) => {
  const contacts = createContactUseCases(deps);
  return {
    'GET /api/contact': (route) =>
      createRoute(route, http, {
        query: listContactsQuerySchema,
        handler: async (request) => ok(await contacts.list(callerOf(request).userId, request.query)),
      }),

    'POST /api/contact': (route) =>
      createRoute(route, http, {
        body: contactSchema,
        handler: async (request) => created(await contacts.create(callerOf(request).userId, request.body)),
      }),

    'GET /api/contact/{id}': (route) =>
      createRoute(route, http, {
        handler: async (request) => ok(await contacts.get(callerOf(request).userId, request.params.id)),
      }),

    'PUT /api/contact/{id}': (route) =>
      createRoute(route, http, {
        body: contactSchema,
        handler: async (request) =>
          ok(await contacts.replace(callerOf(request).userId, request.params.id, request.body)),
      }),

    'DELETE /api/contact/{id}': (route) =>
      createRoute(route, http, {
        handler: async (request) => {
          await contacts.remove(callerOf(request).userId, request.params.id);
          return noContent();
        },
      }),
  } satisfies Partial<AreaRoutes<'contacts'>>;
};
