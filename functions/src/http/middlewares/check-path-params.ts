import type { MiddlewareObj } from '@middy/core';
import { NotFoundError } from '../../errors/app-errors';
import type { RouteContext } from './route-context';

/**
 * Ids are UUIDs and the other path parameters short words (`master`, `preview`): 128 characters of letters,
 * digits and `-_.~` cover them all, and stay far below DynamoDB's key limits.
 */
const PATH_PARAMETER = /^[A-Za-z0-9._~-]{1,128}$/;

/**
 * Every path parameter has the shape of an id, checked once for every route before anything reads it: a long,
 * encoded or odd one names nothing there is, so it is a 404 (never a 500 from the database refusing the key).
 */
export const checkPathParams = (): MiddlewareObj<RouteContext> => ({
  before: ({ event }) => {
    for (const value of Object.values(event.pathParameters ?? {})) {
      if (value === undefined || !PATH_PARAMETER.test(value)) throw new NotFoundError();
    }
  },
});
