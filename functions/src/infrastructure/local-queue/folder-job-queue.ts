import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Which delivery of a job this is: the 1-based attempt, and whether no other follows if it fails. */
export interface JobDelivery {
  attempt: number;
  final: boolean;
}

export interface FolderJobQueueSettings<J> {
  /** The queue's folder: `pending/` holds the jobs to run, `failed/` those that ran out of attempts. */
  directory: string;
  /** A job's identity: asking again for a job pending, or failed less than `mergeMs` ago, adds nothing. */
  keyOf(job: J): string;
  maxAttempts: number;
  /** The wait before the second attempt; it doubles before each next one. */
  backoffMs: number;
  /** How long a failed job absorbs new requests for it (SQS FIFO's deduplication window is 5 minutes). */
  mergeMs: number;
  /**
   * How many jobs run side by side (1 unless given): each worker takes the next due job no other is running, so
   * a long job holds one worker and the others go on with the rest (Lambda's one invocation per message).
   */
  workers?: number;
}

export interface FolderJobQueue<J> {
  send(job: J): Promise<void>;
  /**
   * Runs the jobs in the order they fall due, as many at a time as there are workers (`worker`: which one runs
   * it, from 0), until `stop`.
   */
  start(handle: JobHandler<J>): void;
  /**
   * Stops taking jobs, after those running end; what is pending stays on disk for the next start. A job that
   * fails once `stop` is called (its work killed by the shutdown) keeps its attempts as they were.
   */
  stop(): Promise<void>;
  /** The jobs waiting and those given up (tests and the bench read them). */
  counts(): Promise<{ pending: number; failed: number }>;
}

export type JobHandler<J> = (job: J, delivery: JobDelivery, worker: number) => Promise<void>;

interface StoredJob<J> {
  job: J;
  /** Attempts made so far. */
  attempts: number;
  /** Not to run before this time (ms since the epoch). */
  notBefore: number;
  failedAt?: number;
}

const fileNameOf = (key: string): string => `${createHash('sha256').update(key).digest('hex')}.json`;

/** Writes a file whole or not at all (a crash never leaves half a job). */
const writeWhole = async (path: string, value: unknown): Promise<void> => {
  await writeFile(`${path}.tmp`, JSON.stringify(value));
  await rename(`${path}.tmp`, path);
};

const readJob = async <J>(path: string): Promise<StoredJob<J> | undefined> => {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as StoredJob<J>;
  } catch {
    return undefined;
  }
};

/**
 * A durable job queue in a folder, with SQS's semantics where the local runtime needs them: a job is a file, so
 * it survives a crash or a restart (a job running when the process died runs again); each failed attempt is
 * retried after a doubling wait, and the last one moves the job to `failed/` (the dead-letter queue); a job
 * asked for twice is one job; `workers` jobs run side by side, none of them twice at once.
 */
export const createFolderJobQueue = <J>(settings: FolderJobQueueSettings<J>): FolderJobQueue<J> => {
  const pending = join(settings.directory, 'pending');
  const failed = join(settings.directory, 'failed');
  const ready = Promise.all([mkdir(pending, { recursive: true }), mkdir(failed, { recursive: true })]);
  /** The pauses under way, one per idle worker: a new job or `stop` ends them all. */
  const sleepers = new Set<() => void>();
  const wake = () => [...sleepers].forEach((end) => end());
  /** The jobs (file names) a worker is running: no other worker takes them. */
  const claimed = new Set<string>();
  let running = false;
  let loops: Promise<void>[] = [];

  const due = async (): Promise<[string, StoredJob<J>] | undefined> => {
    let first: [string, StoredJob<J>] | undefined;
    for (const name of (await readdir(pending)).filter((file) => file.endsWith('.json'))) {
      if (claimed.has(name)) continue;
      const stored = await readJob<J>(join(pending, name));
      if (!stored) await rename(join(pending, name), join(failed, `${name}.unreadable`));
      else if (!first || stored.notBefore < first[1].notBefore) first = [name, stored];
    }
    return first;
  };

  const pause = (ms: number): Promise<void> =>
    new Promise((resolve) => {
      const end = () => {
        clearTimeout(timer);
        sleepers.delete(end);
        resolve();
      };
      const timer = setTimeout(end, ms);
      sleepers.add(end);
    });

  const attempt = async (
    name: string,
    stored: StoredJob<J>,
    handle: JobHandler<J>,
    worker: number,
  ): Promise<void> => {
    const attempts = stored.attempts + 1;
    const final = attempts >= settings.maxAttempts;
    try {
      await handle(stored.job, { attempt: attempts, final }, worker);
      await rm(join(pending, name), { force: true });
    } catch {
      // Stopped meanwhile (the runtime shutting down killed the work): the job stays as it was, attempts untouched.
      if (!running) return;
      if (final) {
        await writeWhole(join(failed, name), { ...stored, attempts, failedAt: Date.now() });
        await rm(join(pending, name), { force: true });
      } else {
        const notBefore = Date.now() + settings.backoffMs * 2 ** (attempts - 1);
        await writeWhole(join(pending, name), { ...stored, attempts, notBefore });
      }
    }
  };

  const run = async (handle: JobHandler<J>, worker: number): Promise<void> => {
    await ready;
    while (running) {
      try {
        const next = await due();
        // Another worker took it while this one was reading the folder: look again.
        if (next && claimed.has(next[0])) continue;
        const wait = next ? next[1].notBefore - Date.now() : 60_000;
        if (next && wait <= 0) {
          claimed.add(next[0]);
          try {
            await attempt(next[0], next[1], handle, worker);
          } finally {
            claimed.delete(next[0]);
          }
        } else await pause(wait);
      } catch {
        // The folder could not be read or written (a full disk, say): the jobs stay where they are.
        await pause(settings.backoffMs);
      }
    }
  };

  return {
    async send(job) {
      await ready;
      const name = fileNameOf(settings.keyOf(job));
      if (await readJob(join(pending, name))) return;
      const previous = await readJob<J>(join(failed, name));
      if (previous?.failedAt !== undefined && Date.now() - previous.failedAt < settings.mergeMs) return;
      await writeWhole(join(pending, name), { job, attempts: 0, notBefore: 0 });
      await rm(join(failed, name), { force: true });
      wake();
    },
    start(handle) {
      if (running) return;
      running = true;
      loops = Array.from({ length: Math.max(1, settings.workers ?? 1) }, (_, worker) => run(handle, worker));
    },
    async stop() {
      running = false;
      wake();
      await Promise.all(loops);
    },
    async counts() {
      await ready;
      const count = async (folder: string) =>
        (await readdir(folder)).filter((file) => file.endsWith('.json')).length;
      return { pending: await count(pending), failed: await count(failed) };
    },
  };
};
