import type { MiddlewareObj } from '@middy/core';
import type { Logger } from '../../ports/logger';
import { toErrorResponse } from '../error-response';
import type { RouteContext } from './route-context';

/** Attached first so that its onError runs last of all: every error becomes an answer here. */
export const mapErrors = (logger: Logger): MiddlewareObj<RouteContext> => ({
  onError: (request) => {
    request.response = toErrorResponse(
      request.error,
      logger.child({ requestId: request.event.requestContext?.requestId }),
    );
  },
});
