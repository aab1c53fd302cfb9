import type { Clock } from '../ports/clock';
import type { SessionRegistry } from './session-registry';

/** Session checks remembered for a moment, and forgotten at once when this process revokes a session. */
export interface CachedSessionChecks extends SessionRegistry {
  /** Forgets every remembered answer (called after any revocation made by this process). */
  forgetAll(): void;
}

/**
 * Remembers that a session is active for `ttlMs`, so that the hot routes (the next question) don't read the
 * tokens table on every request. Only "active" answers are kept, and the whole memory is dropped whenever
 * this process revokes a session; another process (another Lambda) sees a revocation within `ttlMs`.
 * Concurrent checks of one session share a single read, and a remembered answer past half its life is read
 * again in the background while it still answers, so that a busy session's requests never wait for the table
 * (the waits showed as the next question's slowest responses).
 */
export const cacheSessionChecks = (
  inner: SessionRegistry,
  clock: Clock,
  ttlMs: number,
  maxEntries = 10_000,
): CachedSessionChecks => {
  const activeUntil = new Map<string, number>();
  const reading = new Map<string, Promise<boolean>>();
  // Bumped by every revocation: a read begun before it is not remembered.
  let generation = 0;
  const readAndRemember = async (sessionId: string): Promise<boolean> => {
    const begunIn = generation;
    const active = await inner.isActive(sessionId);
    if (!active) activeUntil.delete(sessionId);
    else if (begunIn === generation) {
      if (activeUntil.size >= maxEntries) activeUntil.clear();
      activeUntil.set(sessionId, clock.now().getTime() + ttlMs);
    }
    return active;
  };
  const sharedRead = (sessionId: string): Promise<boolean> => {
    const pending = reading.get(sessionId);
    if (pending) return pending;
    const read = readAndRemember(sessionId).finally(() => {
      if (reading.get(sessionId) === read) reading.delete(sessionId);
    });
    reading.set(sessionId, read);
    return read;
  };
  return {
    async isActive(sessionId) {
      if (ttlMs <= 0) return inner.isActive(sessionId);
      const now = clock.now().getTime();
      const until = activeUntil.get(sessionId);
      if (until !== undefined && until > now) {
        // Past half its life: read again in the background (a failure leaves the answer to expire).
        if (until - now < ttlMs / 2) sharedRead(sessionId).catch(() => undefined);
        return true;
      }
      activeUntil.delete(sessionId);
      return sharedRead(sessionId);
    },
    forgetAll() {
      activeUntil.clear();
      generation += 1;
      // A read started before the revocation must neither be shared with later checks nor remembered.
      reading.clear();
    },
  };
};

/** A session store whose revocations also drop this process's remembered session checks. */
export const forgetOnRevoke = <
  T extends { revoke(id: string): Promise<void>; revokeAllOf(userId: string): Promise<void> },
>(
  store: T,
  checks: CachedSessionChecks,
): T => ({
  ...store,
  async revoke(sessionId: string) {
    await store.revoke(sessionId);
    checks.forgetAll();
  },
  async revokeAllOf(userId: string) {
    await store.revokeAllOf(userId);
    checks.forgetAll();
  },
});
