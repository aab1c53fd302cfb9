import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { runPathVerification, type PathVerificationJob } from '../areas/templates';
import { createDocumentRenderer } from '../documents/renderer';

/**
 * The entry of the worker thread that runs «Verifica tutti i percorsi» (infrastructure/workers/worker-path-verifier.ts
 * starts it and posts it one job at a time): the same document engine as every render, on its own event loop,
 * keeping the last masters compiled (their keys are never reused for other bytes) for the next job. Bundled next
 * to the code that starts it: the local runtime (scripts/build.mjs), the benchmarks (test/bench/run.mjs), the
 * templates Lambda (infra/src/cdk/worker-bundle.ts) and the integration tests (test/support/global-setup.ts).
 */
/**
 * On Linux (locally and on Lambda) a nice value belongs to a thread, not to the process: at 10 this thread yields
 * the CPU to the one that answers requests (about 9 to 1 when both want it) and still has it all when it is idle.
 * Elsewhere it would slow the whole process, so it is left as it is.
 */
const NICE = 10;
if (process.platform === 'linux') setPriority(NICE);
const renderer = createDocumentRenderer({ maxMasters: 4 });
parentPort?.on('message', (job: PathVerificationJob) => {
  parentPort?.postMessage(runPathVerification(job, renderer));
});
