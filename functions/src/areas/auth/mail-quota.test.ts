import type { AttemptCounters } from '../../security/attempt-counters';
import { createMailQuota } from './mail-quota';

const memoryCounters = (): AttemptCounters => {
  const counts = new Map<string, number>();
  return {
    read: async () => new Map(),
    increment: async (key) => {
      counts.set(key, (counts.get(key) ?? 0) + 1);
      return { count: counts.get(key) ?? 0, expiresAt: 0 };
    },
    decrement: async () => undefined,
    set: async () => undefined,
    clear: async () => undefined,
  };
};

describe('mail quota', () => {
  it('allows the configured number of mails of one kind to one PEC, then skips them', async () => {
    const quota = createMailQuota(memoryCounters(), 3);

    const resets = [];
    for (let i = 0; i < 5; i += 1) resets.push(await quota.allows('reset', 'a@pec.it'));

    expect(resets).toEqual([true, true, true, false, false]);
    expect(await quota.allows('register', 'a@pec.it')).toBe(true);
    expect(await quota.allows('reset', 'b@pec.it')).toBe(true);
  });
});
