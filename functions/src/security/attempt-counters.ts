/** A live counter: how many failures, and until when (epoch seconds) they are remembered. */
export interface CounterState {
  count: number;
  expiresAt: number;
}

/**
 * Expiring counters of login failures, kept in the tokens table with its TTL (port; its DynamoDB adapter is
 * functions/src/infrastructure/dynamodb/tokens/attempt-counter-table.ts). Keys are names chosen by the caller.
 */
export interface AttemptCounters {
  /** The unexpired counters among `keys`; missing and expired ones are absent. */
  read(keys: string[]): Promise<Map<string, CounterState>>;
  /**
   * Adds one, atomically. `sliding`: every addition moves the expiry to now + `windowSeconds`; otherwise
   * the first addition sets it and the window is fixed.
   */
  increment(key: string, windowSeconds: number, sliding: boolean): Promise<CounterState>;
  /** Takes one back, atomically, from a live counter above zero (a reserved attempt that did not fail). */
  decrement(key: string): Promise<void>;
  /** Sets a counter outright, remembered for `ttlSeconds`. */
  set(key: string, count: number, ttlSeconds: number): Promise<void>;
  clear(keys: string[]): Promise<void>;
}
