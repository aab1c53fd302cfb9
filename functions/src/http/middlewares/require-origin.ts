import type { MiddlewareObj } from '@middy/core';
import { httpMessages } from '@redigo/shared/messages/http';
import { ForbiddenError } from '../../errors/app-errors';
import type { OriginCheck } from '../../ports/origin-check';
import type { RouteContext } from './route-context';

/**
 * Refuses (403) a request that did not come through CloudFront, before anything else reads it. Without a
 * check (local mode) every request passes.
 */
export const requireOrigin = (check: OriginCheck | undefined): MiddlewareObj<RouteContext> => ({
  before: async ({ event }) => {
    if (!check) return;
    if (!(await check.accepts(event.headers[check.header])))
      throw new ForbiddenError(httpMessages.originRequired);
  },
});
