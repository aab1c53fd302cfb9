import { TooManyRequestsError } from '../errors/app-errors';
import type { Clock } from '../ports/clock';
import { epochSeconds } from './epoch';

/**
 * The 429 of a limit that lifts at `until` (epoch seconds): Retry-After in seconds, and `message` told the
 * whole minutes left.
 */
export const tooManyRequestsUntil = (
  until: number,
  clock: Clock,
  message: (minutes: number) => string,
): TooManyRequestsError => {
  const seconds = Math.max(1, until - epochSeconds(clock.now()));
  return new TooManyRequestsError(message(Math.ceil(seconds / 60)), seconds);
};
