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
 * Concurrent checks of one session share a single read, so the requests that arrive together when an answer
 * expires do not each read the table (a burst that showed as the next question's slowest responses).
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
    if (active && begunIn === generation) {
      if (activeUntil.size >= maxEntries) activeUntil.clear();
      activeUntil.set(sessionId, clock.now().getTime() + ttlMs);
    }
    return active;
  };
  return {
    async isActive(sessionId) {
      if (ttlMs <= 0) return inner.isActive(sessionId);
      const until = activeUntil.get(sessionId);
      if (until !== undefined && until > clock.now().getTime()) return true;
      activeUntil.delete(sessionId);
      const pending = reading.get(sessionId);
      if (pending) return pending;
      const read = readAndRemember(sessionId).finally(() => {
        if (reading.get(sessionId) === read) reading.delete(sessionId);
      });
      reading.set(sessionId, read);
      return read;
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
