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
 */
export const cacheSessionChecks = (
  inner: SessionRegistry,
  clock: Clock,
  ttlMs: number,
  maxEntries = 10_000,
): CachedSessionChecks => {
  const activeUntil = new Map<string, number>();
  return {
    async isActive(sessionId) {
      const now = clock.now().getTime();
      const until = activeUntil.get(sessionId);
      if (until !== undefined && until > now) return true;
      activeUntil.delete(sessionId);
      const active = await inner.isActive(sessionId);
      if (active && ttlMs > 0) {
        if (activeUntil.size >= maxEntries) activeUntil.clear();
        activeUntil.set(sessionId, now + ttlMs);
      }
      return active;
    },
    forgetAll() {
      activeUntil.clear();
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
