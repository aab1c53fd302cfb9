import type { MiddlewareObj } from '@middy/core';
import type { AccountRateLimit } from '../../security/account-rate-limit';
import type { RouteContext } from './route-context';

/**
 * Takes one request from the signed-in caller's share of the API (429 RATE_LIMITED past it), right after
 * authentication and before the body is read. Public routes have no account: the costly ones are limited per
 * client address by the auth area (functions/src/security/address-limits.ts). A client of a link has a share of its
 * own, as an account. Without a limit every request passes.
 */
export const limitAccount = (limit: AccountRateLimit | undefined): MiddlewareObj<RouteContext> => ({
  before: async ({ event }) => {
    if (!limit) return;
    if (event.principal) await limit.admit(event.principal.userId);
    else if (event.client) await limit.admit(`client#${event.client.linkId}`);
  },
});
