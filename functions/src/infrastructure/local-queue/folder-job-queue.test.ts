import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFolderJobQueue, type JobDelivery } from './folder-job-queue';

interface Job {
  id: string;
}

const queueIn = (directory: string, maxAttempts = 3, workers = 1) =>
  createFolderJobQueue<Job>({
    directory,
    keyOf: (job) => job.id,
    maxAttempts,
    backoffMs: 1,
    mergeMs: 60_000,
    workers,
  });

/** Resolves once `check` holds, trying every few milliseconds; fails after 10 s. */
const eventually = async (check: () => Promise<boolean>): Promise<void> => {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('The queue never reached the state awaited');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

describe('the folder job queue', () => {
  it('with two workers, runs a job while another one is held: a long job does not hold the next', async () => {
    const queue = queueIn(mkdtempSync(join(tmpdir(), 'redigo-queue-')), 3, 2);
    const runs: { id: string; worker: number }[] = [];
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    queue.start(async (job, _delivery, worker) => {
      runs.push({ id: job.id, worker });
      if (job.id === 'huge') await released;
    });

    await queue.send({ id: 'huge' });
    await eventually(async () => runs.length === 1);
    await queue.send({ id: 'small' });
    // The small job ends while the huge one is still held: with one worker, this would never hold.
    await eventually(async () => (await queue.counts()).pending === 1);
    expect(runs.map((run) => run.id)).toEqual(['huge', 'small']);
    expect(new Set(runs.map((run) => run.worker)).size).toBe(2);
    release();
    await eventually(async () => (await queue.counts()).pending === 0);
    await queue.stop();

    expect(runs).toHaveLength(2);
  });

  it('runs a job until an attempt succeeds, telling each attempt its number', async () => {
    const queue = queueIn(mkdtempSync(join(tmpdir(), 'redigo-queue-')));
    const deliveries: JobDelivery[] = [];
    queue.start(async (_job, delivery) => {
      deliveries.push(delivery);
      if (delivery.attempt < 2) throw new Error('converter crashed');
    });

    await queue.send({ id: 'a' });
    await eventually(async () => (await queue.counts()).pending === 0);
    await queue.stop();

    expect(deliveries).toEqual([
      { attempt: 1, final: false },
      { attempt: 2, final: false },
    ]);
    expect(await queue.counts()).toEqual({ pending: 0, failed: 0 });
  });

  it('gives a job up after its last attempt, and merges requests for it meanwhile', async () => {
    const queue = queueIn(mkdtempSync(join(tmpdir(), 'redigo-queue-')), 2);
    const deliveries: JobDelivery[] = [];
    queue.start(async (_job, delivery) => {
      deliveries.push(delivery);
      throw new Error('always');
    });

    await queue.send({ id: 'a' });
    await eventually(async () => (await queue.counts()).failed === 1);
    await queue.send({ id: 'a' });
    await queue.stop();

    expect(deliveries.map((delivery) => delivery.final)).toEqual([false, true]);
    expect(await queue.counts()).toEqual({ pending: 0, failed: 1 });
  });

  it('keeps one job per key, and keeps it on disk across a restart', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'redigo-queue-'));
    const before = queueIn(directory);
    await before.send({ id: 'a' });
    await before.send({ id: 'a' });
    await before.send({ id: 'b' });
    expect(await before.counts()).toEqual({ pending: 2, failed: 0 });

    const after = queueIn(directory);
    const handled: string[] = [];
    after.start(async (job) => void handled.push(job.id));
    await eventually(async () => (await after.counts()).pending === 0);
    await after.stop();

    expect(handled.sort()).toEqual(['a', 'b']);
  });

  it('keeps a job cut short by a stop as it was: its next run is still its first attempt', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'redigo-queue-'));
    const before = queueIn(directory);
    let kill: () => void = () => undefined;
    let running = false;
    before.start(
      () =>
        new Promise<void>((_, reject) => {
          running = true;
          kill = () => reject(new Error('LibreOffice killed by the shutdown'));
        }),
    );
    await before.send({ id: 'a' });
    await eventually(async () => running);

    const stopped = before.stop();
    kill();
    await stopped;

    const after = queueIn(directory);
    const deliveries: JobDelivery[] = [];
    after.start(async (_job, delivery) => void deliveries.push(delivery));
    await eventually(async () => (await after.counts()).pending === 0);
    await after.stop();
    expect(deliveries).toEqual([{ attempt: 1, final: false }]);
  });
});
