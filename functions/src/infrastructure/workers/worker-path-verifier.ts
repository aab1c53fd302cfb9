import { Worker } from 'node:worker_threads';
import type { PathVerificationReport } from '@redigo/shared/domain/template';
import {
  PathVerificationStoppedError,
  PathVerifierBusyError,
  type PathVerificationJob,
  type PathVerifier,
} from '../../areas/templates';

/** The file name of the worker's bundle, next to the bundle that starts it. */
export const PATH_VERIFICATION_WORKER_FILE = 'path-verification-worker.js';

export interface WorkerPathVerifierOptions {
  /** The worker's bundled entry (functions/src/workers/path-verification-worker.ts). */
  script: string;
  /** How many verifications may run at once in this process; more are refused (PathVerifierBusyError). */
  maxRunning?: number;
  /** Past this, a worker that has not answered is stopped (its own budget ends it far sooner). */
  hardLimitMs?: number;
  /** The worker's heap: a template that needs more stops the worker, never the process. */
  maxHeapMb?: number;
  /** How long a worker waits for the next job (warm: code compiled, masters compiled) before it ends. */
  idleMs?: number;
}

/** One job on one worker; rejects (and the worker is not to be used again) when it fails or takes too long. */
const runOn = (worker: Worker, job: PathVerificationJob, hardLimitMs: number) =>
  new Promise<PathVerificationReport>((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
    };
    const onMessage = (report: PathVerificationReport) => {
      done();
      resolve(report);
    };
    const onError = (error: Error & { code?: string }) => {
      done();
      const outOfMemory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      reject(
        outOfMemory ? new PathVerificationStoppedError('The path verification ran out of memory') : error,
      );
    };
    const onExit = (code: number) => {
      done();
      reject(new PathVerificationStoppedError(`The path verification worker exited (${code})`));
    };
    const timer = setTimeout(() => {
      done();
      reject(new PathVerificationStoppedError('The path verification ran past its hard limit'));
    }, hardLimitMs);
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    worker.postMessage(job);
  });

/**
 * «Verifica tutti i percorsi» in worker threads: the rendering never runs on the event loop that answers the other
 * requests (locally the whole API is one process; on AWS the templates Lambda does the same). At most `maxRunning`
 * at once; a worker that fails, runs past `hardLimitMs` or past `maxHeapMb` of heap is ended, one that finishes
 * waits `idleMs` for the next job. Idle workers never keep the process alive.
 */
export const createWorkerPathVerifier = ({
  script,
  maxRunning = 4,
  hardLimitMs = 25_000,
  maxHeapMb = 768,
  idleMs = 60_000,
}: WorkerPathVerifierOptions): PathVerifier => {
  let running = 0;
  const idle: { worker: Worker; timer: NodeJS.Timeout }[] = [];
  const start = () =>
    new Worker(script, {
      resourceLimits: { maxOldGenerationSizeMb: maxHeapMb },
      stdout: false,
      stderr: false,
    });
  const park = (worker: Worker) => {
    worker.unref();
    const timer = setTimeout(() => {
      const index = idle.findIndex((each) => each.worker === worker);
      if (index >= 0) idle.splice(index, 1);
      void worker.terminate();
    }, idleMs);
    timer.unref();
    idle.push({ worker, timer });
  };
  const take = (): Worker => {
    const parked = idle.pop();
    if (!parked) return start();
    clearTimeout(parked.timer);
    parked.worker.ref();
    return parked.worker;
  };
  return {
    async verify(job) {
      if (running >= maxRunning) throw new PathVerifierBusyError('Too many path verifications at once');
      running += 1;
      const worker = take();
      try {
        const report = await runOn(worker, job, hardLimitMs);
        park(worker);
        return report;
      } catch (error) {
        void worker.terminate();
        throw error;
      } finally {
        running -= 1;
      }
    },
  };
};
