import { httpMessages } from '@redigo/shared/messages/http';
import type { AppConfig } from '../config/config';
import { TooManyRequestsError } from '../errors/app-errors';
import type { Clock } from '../ports/clock';

export type AccountRateSettings = AppConfig['accountRateLimit'];

/**
 * Counters of requests, one per key, each taken in one atomic conditional write (port; its DynamoDB adapter is
 * functions/src/infrastructure/dynamodb/throttle/request-window-table.ts).
 */
export interface RequestWindows {
  /**
   * Counts one request under `key` unless `limit` are already counted there: true when counted, false when
   * refused. The counter may be forgotten after `expiresAt` (epoch seconds).
   */
  take(key: string, limit: number, expiresAt: number): Promise<boolean>;
}

/** The fixed window an instant (ms since the epoch) falls in: its number and when it ends (epoch seconds). */
export const windowAt = (nowMs: number, windowSeconds: number): { index: number; endsAt: number } => {
  const index = Math.floor(nowMs / 1000 / windowSeconds);
  return { index, endsAt: (index + 1) * windowSeconds };
};

/** The Retry-After of a refusal at `nowMs`: the whole seconds until the window ends, at least one. */
export const retryAfterSeconds = (endsAt: number, nowMs: number): number =>
  Math.max(1, Math.ceil(endsAt - nowMs / 1000));

/** A counter outlives its window by this much, so that DynamoDB's TTL never removes a live one early. */
const EXPIRY_SLACK_SECONDS = 60;

/**
 * Each account's own share of the API (docs/api.md, "Rate limits"): at most `perWindow` requests in each fixed
 * window of `windowSeconds`, counted per account whatever its sessions or addresses, so that one lawyer's script
 * slows only that lawyer. A request is counted before any work is done, in one conditional write and no read; one
 * past the share gets 429 RATE_LIMITED with a Retry-After of the seconds until the window ends.
 */
export interface AccountRateLimit {
  admit(accountId: string): Promise<void>;
}

export const createAccountRateLimit = (
  windows: RequestWindows,
  settings: AccountRateSettings,
  clock: Clock,
): AccountRateLimit => ({
  async admit(accountId) {
    const nowMs = clock.now().getTime();
    const window = windowAt(nowMs, settings.windowSeconds);
    const key = `account#${accountId}#${window.index}`;
    if (await windows.take(key, settings.perWindow, window.endsAt + EXPIRY_SLACK_SECONDS)) return;
    const seconds = retryAfterSeconds(window.endsAt, nowMs);
    throw new TooManyRequestsError(httpMessages.rateLimited(seconds), seconds, 'RATE_LIMITED');
  },
});
