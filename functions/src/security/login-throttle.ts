import { authMessages } from '@redigo/shared/messages/auth';
import type { AppConfig } from '../config/config';
import type { Clock } from '../ports/clock';
import type { AttemptCounters, CounterState } from './attempt-counters';
import { hashToken } from './opaque-token';
import { tooManyRequestsUntil } from './too-many-requests';

export type LoginLimits = AppConfig['loginLimits'];

/** How long an address that signed in to an account stays trusted by that account. */
const KNOWN_ADDRESS_SECONDS = 30 * 24 * 3600;

/** One login attempt let through: it counts as a failure until it is reported as a success. */
export interface LoginAttempt {
  failed(): Promise<void>;
  succeeded(): Promise<void>;
}

/**
 * Limits login failures per account and per client address (docs/api.md, Auth).
 *
 * An account locks for `perAccountLockMinutes` after `perAccountFailures` consecutive failures, then
 * starts afresh; a success resets it. So that a stranger who knows a PEC cannot keep its owner out, the
 * lock only binds addresses that never signed in to that account: an address with a successful login in
 * the last 30 days has its own counter with the same limits. An address is refused after
 * `perAddressFailures` failures within a fixed window of `perAddressWindowMinutes`. Keys hold hashes
 * only, never a PEC or an address. Each attempt is counted, per account and per address, before the password
 * is checked, so parallel guesses cannot slip past either limit.
 */
export interface LoginThrottle {
  /** Lets an attempt through, or refuses it with a 429 and a Retry-After. */
  admit(pec: string, address: string): Promise<LoginAttempt>;
  /** Lifts an account's lock (after a password reset). */
  release(pec: string): Promise<void>;
}

const keysOf = (pec: string, address: string) => ({
  account: `login#account#${hashToken(pec)}`,
  address: `login#address#${hashToken(address)}`,
  pair: `login#pair#${hashToken(`${pec}\n${address}`)}`,
  known: `login#known#${hashToken(`${pec}\n${address}`)}`,
});

export const createLoginThrottle = (
  counters: AttemptCounters,
  limits: LoginLimits,
  clock: Clock,
): LoginThrottle => {
  const lockSeconds = limits.perAccountLockMinutes * 60;
  const addressWindowSeconds = limits.perAddressWindowMinutes * 60;

  const refuse = (until: number): never => {
    throw tooManyRequestsUntil(until, clock, authMessages.tooManyAttempts);
  };
  const refuseIfOver = (state: CounterState | undefined, limit: number): void => {
    if (state && state.count >= limit) refuse(state.expiresAt);
  };

  return {
    async admit(pec, address) {
      const keys = keysOf(pec, address);
      const state = await counters.read([keys.account, keys.address, keys.pair, keys.known]);
      refuseIfOver(state.get(keys.address), limits.perAddressFailures);
      const counted = state.has(keys.known) ? keys.pair : keys.account;
      refuseIfOver(state.get(counted), limits.perAccountFailures);
      // The address's attempt is reserved before the password is hashed, atomically, so that however many
      // requests arrive at once, at most the limit of them are checked per window; a success gives it back.
      const fromAddress = await counters.increment(keys.address, addressWindowSeconds, false);
      if (fromAddress.count > limits.perAddressFailures) {
        await counters.decrement(keys.address);
        refuse(fromAddress.expiresAt);
      }
      const reserved = await counters.increment(counted, lockSeconds, true);
      if (reserved.count > limits.perAccountFailures) {
        await counters.decrement(keys.address);
        refuse(reserved.expiresAt);
      }
      return {
        async failed() {
          // Both reservations stand: the failure is already counted.
        },
        async succeeded() {
          await Promise.all([
            counters.clear([keys.account, keys.pair]),
            counters.set(keys.known, 1, KNOWN_ADDRESS_SECONDS),
            counters.decrement(keys.address),
          ]);
        },
      };
    },

    async release(pec) {
      await counters.clear([keysOf(pec, '').account]);
    },
  };
};
