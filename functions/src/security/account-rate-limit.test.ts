import { AppError } from '../errors/app-errors';
import {
  createAccountRateLimit,
  retryAfterSeconds,
  windowAt,
  type RequestWindows,
} from './account-rate-limit';

/** An in-memory RequestWindows with the DynamoDB adapter's rule: count unless the limit is already reached. */
const memoryWindows = () => {
  const counts = new Map<string, { hits: number; expiresAt: number }>();
  const windows: RequestWindows = {
    take: async (key, limit, expiresAt) => {
      const item = counts.get(key) ?? { hits: 0, expiresAt };
      if (item.hits >= limit) return false;
      counts.set(key, { hits: item.hits + 1, expiresAt: item.expiresAt });
      return true;
    },
  };
  return { windows, counts };
};

const setup = (settings = { perWindow: 3, windowSeconds: 10 }) => {
  let now = new Date('2026-03-01T10:00:00.000Z');
  const clock = { now: () => now };
  const { windows, counts } = memoryWindows();
  const limit = createAccountRateLimit(windows, settings, clock);
  const refusal = async (account: string) => {
    try {
      await limit.admit(account);
      return undefined;
    } catch (error) {
      return error as AppError;
    }
  };
  return { limit, counts, refusal, advance: (ms: number) => void (now = new Date(now.getTime() + ms)) };
};

describe('windowAt', () => {
  it('numbers the fixed windows from the epoch and ends each at a multiple of its length', () => {
    expect(windowAt(0, 10)).toEqual({ index: 0, endsAt: 10 });
    expect(windowAt(9_999, 10)).toEqual({ index: 0, endsAt: 10 });
    expect(windowAt(10_000, 10)).toEqual({ index: 1, endsAt: 20 });
    expect(windowAt(1_772_359_205_500, 60)).toEqual({ index: 29_539_320, endsAt: 1_772_359_260 });
  });
});

describe('retryAfterSeconds', () => {
  it('rounds the time left in the window up to whole seconds, and never says less than one', () => {
    expect(retryAfterSeconds(20, 10_000)).toBe(10);
    expect(retryAfterSeconds(20, 12_300)).toBe(8);
    expect(retryAfterSeconds(20, 19_999)).toBe(1);
    expect(retryAfterSeconds(20, 20_000)).toBe(1);
  });
});

describe('createAccountRateLimit', () => {
  it('admits an account up to its share of the window, then answers 429 RATE_LIMITED with a Retry-After', async () => {
    const { refusal, advance } = setup();
    advance(2_500);
    for (let i = 0; i < 3; i += 1) expect(await refusal('a1')).toBeUndefined();

    const refused = await refusal('a1');

    expect(refused).toBeInstanceOf(AppError);
    expect(refused?.statusCode).toBe(429);
    expect(refused?.code).toBe('RATE_LIMITED');
    expect(refused?.headers).toEqual({ 'retry-after': '8' });
    expect(refused?.message).toBe('Troppe richieste in poco tempo da questo account. Riprova tra 8 secondi.');
  });

  it("counts each account on its own: one account's flood leaves another's share whole", async () => {
    const { refusal } = setup();
    for (let i = 0; i < 10; i += 1) await refusal('flooder');

    for (let i = 0; i < 3; i += 1) expect(await refusal('other')).toBeUndefined();
    expect((await refusal('flooder'))?.statusCode).toBe(429);
  });

  it('gives a whole share again when the next window starts', async () => {
    const { refusal, advance } = setup();
    for (let i = 0; i < 4; i += 1) await refusal('a1');
    advance(9_999);
    expect((await refusal('a1'))?.headers).toEqual({ 'retry-after': '1' });

    advance(1);

    for (let i = 0; i < 3; i += 1) expect(await refusal('a1')).toBeUndefined();
    expect((await refusal('a1'))?.message).toMatch(/Riprova tra 10 secondi\.$/);
  });

  it('says «1 secondo» in the singular', async () => {
    const { refusal, advance } = setup({ perWindow: 1, windowSeconds: 10 });
    advance(9_500);
    await refusal('a1');
    expect((await refusal('a1'))?.message).toMatch(/Riprova tra 1 secondo\.$/);
  });

  it('keys the counters by account and window, and lets them expire a minute after their window', async () => {
    const { limit, counts } = setup({ perWindow: 5, windowSeconds: 10 });
    await limit.admit('a1');
    const window = windowAt(Date.parse('2026-03-01T10:00:00.000Z'), 10);
    expect([...counts.entries()]).toEqual([
      [`account#a1#${window.index}`, { hits: 1, expiresAt: window.endsAt + 60 }],
    ]);
  });
});
