import type { TemplateRecord } from '../templates';
import { createTemplateSource } from './template-source';

const template = (id: string, version = 1) => ({ id, version }) as TemplateRecord;

describe('createTemplateSource', () => {
  let now = 0;
  const clock = { now: () => new Date(now) };
  let reads: string[];
  const read = jest.fn(async (id: string) => {
    reads.push(id);
    return template(id, reads.length);
  });

  beforeEach(() => {
    now = 1_000_000;
    reads = [];
  });

  it('reads a template once within the time to live, and again after it', async () => {
    const source = createTemplateSource(read, clock, { ttlMs: 1000 });

    const first = await source.recent('t-1');
    now += 499;
    const cached = await source.recent('t-1');
    now += 501;
    const fresh = await source.recent('t-1');

    expect(reads).toEqual(['t-1', 't-1']);
    expect(cached).toBe(first);
    expect(fresh?.version).toBe(2);
  });

  it('reads a template again in the background past half the time to live, answering the remembered one', async () => {
    const source = createTemplateSource(read, clock, { ttlMs: 1000 });
    const first = await source.recent('t-1');
    now += 600;

    const meanwhile = await Promise.all([source.recent('t-1'), source.recent('t-1')]);
    expect(meanwhile).toEqual([first, first]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(reads).toEqual(['t-1', 't-1']);

    // The renewed template is remembered from when it was read: young, so no read at all now.
    now += 400;
    expect((await source.recent('t-1'))?.version).toBe(2);
    expect(reads).toEqual(['t-1', 't-1']);
  });

  it('does not bring back a template that this process forgot while a background read was under way', async () => {
    const source = createTemplateSource(read, clock, { ttlMs: 1000 });
    await source.recent('t-1');
    now += 600;
    await source.recent('t-1');
    source.forget('t-1');
    await new Promise((resolve) => setImmediate(resolve));

    const afterWrite = await source.recent('t-1');

    expect(reads).toEqual(['t-1', 't-1', 't-1']);
    expect(afterWrite?.version).toBe(3);
  });

  it('reads a template anew at once after this process wrote it (forget)', async () => {
    const source = createTemplateSource(read, clock, { ttlMs: 1000 });

    await source.recent('t-1');
    await source.recent('t-2');
    source.forget('t-1');
    const changed = await source.recent('t-1');
    await source.recent('t-2');

    expect(reads).toEqual(['t-1', 't-2', 't-1']);
    expect(changed?.version).toBe(3);
  });

  it('shares one read among concurrent requests, and always reads anew for current()', async () => {
    const source = createTemplateSource(read, clock);

    await Promise.all([source.recent('t-1'), source.recent('t-1'), source.recent('t-1')]);
    await source.current('t-1');
    await source.current('t-1');

    expect(reads).toEqual(['t-1', 't-1', 't-1']);
  });

  it('does not remember a failed read', async () => {
    const failing = jest
      .fn()
      .mockRejectedValueOnce(new Error('throttled'))
      .mockResolvedValue(template('t-1'));
    const source = createTemplateSource(failing, clock);

    await expect(source.recent('t-1')).rejects.toThrow('throttled');
    await expect(source.recent('t-1')).resolves.toEqual(template('t-1'));
  });

  it('forgets the oldest templates beyond its capacity', async () => {
    const source = createTemplateSource(read, clock, { capacity: 2 });

    for (const id of ['a', 'b', 'c', 'a']) await source.recent(id);

    expect(reads).toEqual(['a', 'b', 'c', 'a']);
  });
});
