import type { Clock } from '../ports/clock';
import { cacheSessionChecks } from './cached-session-checks';

describe('cacheSessionChecks', () => {
  let now = 0;
  const clock: Clock = { now: () => new Date(now) };
  const active = new Set(['s1']);
  const inner = { isActive: jest.fn(async (id: string) => active.has(id)) };
  beforeEach(() => {
    now = 1_000_000;
    active.clear();
    active.add('s1');
    inner.isActive.mockClear();
  });

  it('asks the store once within the time to live, then again', async () => {
    const checks = cacheSessionChecks(inner, clock, 2000);
    expect(await checks.isActive('s1')).toBe(true);
    now += 999;
    expect(await checks.isActive('s1')).toBe(true);
    expect(inner.isActive).toHaveBeenCalledTimes(1);
    now += 1002;
    active.delete('s1');
    expect(await checks.isActive('s1')).toBe(false);
    expect(inner.isActive).toHaveBeenCalledTimes(2);
  });

  it('reads a remembered answer again in the background past half its life, answering at once meanwhile', async () => {
    const checks = cacheSessionChecks(inner, clock, 2000);
    await checks.isActive('s1');
    now += 1500;
    active.delete('s1');

    // Still remembered: answers at once, and reads the store in the background.
    expect(await checks.isActive('s1')).toBe(true);
    expect(inner.isActive).toHaveBeenCalledTimes(2);
    await Promise.resolve();

    // The background read found the session revoked elsewhere: forgotten before its time was up.
    expect(await checks.isActive('s1')).toBe(false);
  });

  it('keeps a session active without waits while it is used, each answer renewed in the background', async () => {
    const checks = cacheSessionChecks(inner, clock, 2000);
    await checks.isActive('s1');
    for (let step = 0; step < 10; step += 1) {
      now += 1200;
      expect(await checks.isActive('s1')).toBe(true);
      await Promise.resolve();
    }
    expect(inner.isActive).toHaveBeenCalledTimes(11);
  });

  it('never remembers an inactive session', async () => {
    const checks = cacheSessionChecks(inner, clock, 2000);
    expect(await checks.isActive('s2')).toBe(false);
    active.add('s2');
    expect(await checks.isActive('s2')).toBe(true);
  });

  it('forgets everything when this process revokes a session', async () => {
    const checks = cacheSessionChecks(inner, clock, 60_000);
    await checks.isActive('s1');
    active.delete('s1');
    checks.forgetAll();
    expect(await checks.isActive('s1')).toBe(false);
  });

  it('shares one read among concurrent checks of a session', async () => {
    const checks = cacheSessionChecks(inner, clock, 2000);
    const answers = await Promise.all([checks.isActive('s1'), checks.isActive('s1'), checks.isActive('s1')]);
    expect(answers).toEqual([true, true, true]);
    expect(inner.isActive).toHaveBeenCalledTimes(1);
  });

  it('neither shares nor remembers a read that was under way when this process revoked a session', async () => {
    const checks = cacheSessionChecks(inner, clock, 60_000);
    const before = checks.isActive('s1');
    checks.forgetAll();
    active.delete('s1');
    const after = checks.isActive('s1');
    expect(await before).toBe(true);
    expect(await after).toBe(false);
    expect(inner.isActive).toHaveBeenCalledTimes(2);
    expect(await checks.isActive('s1')).toBe(false);
  });

  it('does not remember anything with a time to live of 0', async () => {
    const checks = cacheSessionChecks(inner, clock, 0);
    await checks.isActive('s1');
    await checks.isActive('s1');
    expect(inner.isActive).toHaveBeenCalledTimes(2);
  });
});
