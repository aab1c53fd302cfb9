import type { MiddlewareObj } from '@middy/core';
import type { AnyObjectSchema } from 'yup';
import type { RouteContext } from './route-context';

const OPTIONS = { abortEarly: false, stripUnknown: true } as const;

/** Validates the body and the query with the shared yup schemas; failures become a 400 listing each. */
export const validate = (schemas: {
  body?: AnyObjectSchema;
  query?: AnyObjectSchema;
}): MiddlewareObj<RouteContext> => ({
  before: async ({ event }) => {
    event.validatedBody = schemas.body
      ? await schemas.body.validate(event.parsedBody, OPTIONS)
      : event.parsedBody;
    const query = event.queryStringParameters ?? {};
    event.validatedQuery = schemas.query ? await schemas.query.validate(query, OPTIONS) : query;
  },
});
