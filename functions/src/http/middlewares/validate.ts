import type { MiddlewareObj } from '@middy/core';
import { ValidationError, type AnyObjectSchema, type AnySchema, type InferType } from 'yup';
import { httpMessages } from '@redigo/shared/messages/http';
import { BadRequestError } from '../../errors/app-errors';
import type { RouteContext } from './route-context';

const OPTIONS = { abortEarly: false, stripUnknown: true } as const;

/**
 * yup throws a plain TypeError for some shapes it cannot cast (an object where a trimmed string is expected, a
 * key named like an Object.prototype member): those are bad input too, never a 500.
 */
export const validated = async <S extends AnySchema>(schema: S, value: unknown): Promise<InferType<S>> => {
  try {
    // A fresh options object each time: yup writes into it (`originalValue`, `from`), and a shared one would carry
    // one request's body into the next validation.
    return await schema.validate(value, { ...OPTIONS });
  } catch (error) {
    if (error instanceof ValidationError) throw error;
    throw new BadRequestError(httpMessages.invalidBody);
  }
};

/** Validates the body and the query with the shared yup schemas; failures become a 400 listing each. */
export const validate = (schemas: {
  body?: AnySchema;
  query?: AnyObjectSchema;
}): MiddlewareObj<RouteContext> => ({
  before: async ({ event }) => {
    event.validatedBody = schemas.body ? await validated(schemas.body, event.parsedBody) : event.parsedBody;
    const query = event.queryStringParameters ?? {};
    event.validatedQuery = schemas.query ? await validated(schemas.query, query) : query;
  },
});
