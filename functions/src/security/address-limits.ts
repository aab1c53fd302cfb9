import { authMessages } from '@redigo/shared/messages/auth';
import type { AppConfig } from '../config/config';
import type { Clock } from '../ports/clock';
import type { AttemptCounters } from './attempt-counters';
import { hashToken } from './opaque-token';
import { tooManyRequestsUntil } from './too-many-requests';

export type AddressLimitSettings = AppConfig['mailRouteLimits'];

/**
 * Limits the requests of one client address to a costly public route (one that hashes a password or sends
 * mail) to `perAddress` within a fixed window of `windowMinutes` (docs/api.md, Auth). Each request is
 * counted atomically before any work is done, so however many arrive at once, at most the limit of them do
 * the work per window; the rest get 429 with a Retry-After. Keys hold hashes only, never an address.
 */
export interface AddressLimits {
  /** Counts one request of `route` from `address`, or refuses it with a 429. */
  admit(route: string, address: string): Promise<void>;
}

export const createAddressLimits = (
  counters: AttemptCounters,
  settings: AddressLimitSettings,
  clock: Clock,
): AddressLimits => ({
  async admit(route, address) {
    const key = `limit#${route}#${hashToken(address)}`;
    const counted = await counters.increment(key, settings.windowMinutes * 60, false);
    if (counted.count > settings.perAddress)
      throw tooManyRequestsUntil(counted.expiresAt, clock, authMessages.tooManyRequests);
  },
});
