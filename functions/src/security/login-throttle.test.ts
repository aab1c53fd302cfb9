import { AppError } from '../errors/app-errors';
import type { AttemptCounters, CounterState } from './attempt-counters';
import { epochSeconds } from './epoch';
import { createLoginThrottle } from './login-throttle';

const limits = {
  perAccountFailures: 5,
  perAccountLockMinutes: 15,
  perAddressFailures: 8,
  perAddressWindowMinutes: 15,
};

const setup = () => {
  let now = new Date('2026-03-01T10:00:00Z');
  const clock = { now: () => now };
  const items = new Map<string, CounterState>();
  const live = (key: string) => {
    const item = items.get(key);
    return item && item.expiresAt > epochSeconds(now) ? item : undefined;
  };
  const counters: AttemptCounters = {
    read: async (keys) =>
      new Map(keys.flatMap((key) => (live(key) ? [[key, live(key) as CounterState] as const] : []))),
    increment: async (key, window, sliding) => {
      const current = live(key);
      const expiresAt = sliding || !current ? epochSeconds(now) + window : current.expiresAt;
      const next = { count: (current?.count ?? 0) + 1, expiresAt };
      items.set(key, next);
      return next;
    },
    decrement: async (key) => {
      const current = live(key);
      if (current && current.count > 0) items.set(key, { ...current, count: current.count - 1 });
    },
    set: async (key, count, ttl) => void items.set(key, { count, expiresAt: epochSeconds(now) + ttl }),
    clear: async (keys) => keys.forEach((key) => items.delete(key)),
  };
  const throttle = createLoginThrottle(counters, limits, clock);
  const fail = async (pec: string, address: string, times: number) => {
    for (let i = 0; i < times; i += 1) await (await throttle.admit(pec, address)).failed();
  };
  const status = (attempt: Promise<unknown>) =>
    attempt.then(
      () => 'admitted',
      (error: unknown) => (error instanceof AppError ? error.statusCode : 'other'),
    );
  return {
    throttle,
    fail,
    status,
    advanceMinutes: (minutes: number) => (now = new Date(now.getTime() + minutes * 60_000)),
  };
};

describe('login throttle', () => {
  it('refuses an account after 5 consecutive failures, with the wait in a Retry-After', async () => {
    // Prepare
    const { throttle, fail } = setup();
    await fail('a@pec.it', '10.0.0.1', 5);

    // Act
    const refusal = await throttle.admit('a@pec.it', '10.0.0.2').catch((error: AppError) => error);

    // Assess
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).statusCode).toBe(429);
    expect((refusal as AppError).headers?.['retry-after']).toBe(String(15 * 60));
    expect((refusal as AppError).message).toContain('15 minuti');
  });

  it('lets the account try again once the lock is over', async () => {
    const { throttle, fail, status, advanceMinutes } = setup();
    await fail('a@pec.it', '10.0.0.1', 5);
    advanceMinutes(15);
    expect(await status(throttle.admit('a@pec.it', '10.0.0.1'))).toBe('admitted');
  });

  it('forgets the failures after a success', async () => {
    const { throttle, fail, status } = setup();
    await fail('a@pec.it', '10.0.0.1', 4);
    await (await throttle.admit('a@pec.it', '10.0.0.1')).succeeded();
    await fail('a@pec.it', '10.0.0.9', 4);
    expect(await status(throttle.admit('a@pec.it', '10.0.0.9'))).toBe('admitted');
  });

  it("keeps the owner's usual address out of a lock a stranger caused, within its own limit", async () => {
    // Prepare
    const { throttle, fail, status } = setup();
    await (await throttle.admit('a@pec.it', 'owner')).succeeded();
    await fail('a@pec.it', 'stranger', 5);

    // Act
    const stranger = await status(throttle.admit('a@pec.it', 'stranger'));
    const owner = await status(throttle.admit('a@pec.it', 'owner'));
    await fail('a@pec.it', 'owner', 4);
    const ownerAfterOwnFailures = await status(throttle.admit('a@pec.it', 'owner'));

    // Assess
    expect(stranger).toBe(429);
    expect(owner).toBe('admitted');
    expect(ownerAfterOwnFailures).toBe(429);
  });

  it('refuses an address after its failures across accounts, for a fixed window', async () => {
    const { throttle, fail, status, advanceMinutes } = setup();
    for (let i = 0; i < 8; i += 1) await fail(`u${i}@pec.it`, '10.0.0.7', 1);
    expect(await status(throttle.admit('new@pec.it', '10.0.0.7'))).toBe(429);
    expect(await status(throttle.admit('new@pec.it', '10.0.0.8'))).toBe('admitted');
    advanceMinutes(15);
    expect(await status(throttle.admit('new@pec.it', '10.0.0.7'))).toBe('admitted');
  });

  it('counts parallel attempts before the password is checked', async () => {
    const { throttle, status } = setup();
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () => status(throttle.admit('a@pec.it', '10.0.0.1'))),
    );
    expect(outcomes.filter((outcome) => outcome === 'admitted')).toHaveLength(5);
  });

  it('lifts the lock of an account when asked (after a password reset)', async () => {
    const { throttle, fail, status } = setup();
    await fail('a@pec.it', '10.0.0.1', 5);
    await throttle.release('a@pec.it');
    expect(await status(throttle.admit('a@pec.it', '10.0.0.1'))).toBe('admitted');
  });
});
