import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Answers, AskedQuestion } from '@redigo/shared/domain/question';
import type { LocalService } from '@redigo/functions/config/config';
import { startLocalStack, type LocalStack } from '../../infra/src/local/local-stack';
import { demoAccounts } from '../../infra/src/seed/seed-accounts';

/**
 * The local stack for a benchmark, on its own tables of the DynamoDB Local `dynamodb`, seeded with the
 * demo accounts and templates. `dataDir` holds its S3 files and secrets (a new temporary folder by default).
 */
export const startBenchStack = async (dynamodb: LocalService, dataDir?: string): Promise<LocalStack> => {
  const webRoot = mkdtempSync(join(tmpdir(), 'redigo-bench-web-'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Redigo</title>');
  return startLocalStack({
    dataDir: dataDir ?? mkdtempSync(join(tmpdir(), 'redigo-bench-data-')),
    port: 0,
    webRoot,
    dynamodb,
    tablePrefix: `bench${Date.now().toString(36)}-`,
    // Its clients all ask as the one seeded lawyer, at many times a person's pace (bench-stack.ts says why).
    env: { LOG_LEVEL: 'error', PASSWORD_HASH_COST: '12', ACCOUNT_RATE_LIMIT: '10000000' },
  });
};

/** Signs a demo account in through the API: its access token and id. */
export const benchLogin = async (url: string, role: 'admin' | 'user') => {
  const account = demoAccounts({}).find((candidate) => candidate.role === role);
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ pec: account?.pec, password: account?.password }),
  });
  const token = response.headers.get('authorization');
  if (!token) throw new Error(`Login as ${role} failed: ${response.status}`);
  return { token, userId: ((await response.json()) as { data: { id: string } }).data.id };
};

/**
 * The load generator, on a thread of its own so that it does not share the server's event loop: autocannon (no
 * types, so loaded untyped from the repository), with every response's time kept for exact percentiles.
 */
const LOAD_SCRIPT = `
const { parentPort, workerData } = require('node:worker_threads');
const autocannon = require('node:module').createRequire(workerData.from)('autocannon');
const times = [];
const run = autocannon(workerData.options);
run.on('response', (_client, _status, _bytes, ms) => times.push(ms));
run.then((result) => parentPort.postMessage({
  errors: result.errors + result.timeouts, non2xx: result.non2xx, times,
}), (error) => parentPort.postMessage({ failure: String(error) }));
`;

/**
 * Paced clients, the way people use the questionnaire: each client sends a request, waits for the answer, then
 * thinks for a random time (exponential, mean 1 ÷ `perClientRate` s) before the next; clients start at random
 * phases. Plain keep-alive HTTP on a thread of its own (autocannon's rate limit sends its requests in bursts).
 */
const PACED_SCRIPT = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { url, method, headers, body, connections, perClientRate, duration } = workerData.options;
const target = new URL(url);
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const times = [];
const statuses = {};
let errors = 0;
let non2xx = 0;
const end = Date.now() + duration * 1000;
const ask = () => new Promise((resolve) => {
  const started = process.hrtime.bigint();
  const request = http.request(
    { agent, hostname: target.hostname, port: target.port, path: target.pathname + target.search, method, headers },
    (response) => {
      response.resume();
      response.on('end', () => {
        times.push(Number(process.hrtime.bigint() - started) / 1e6);
        if (response.statusCode < 200 || response.statusCode > 299) non2xx += 1;
        statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
        resolve();
      });
    },
  );
  request.on('error', () => { errors += 1; resolve(); });
  request.end(body);
});
const client = async () => {
  const meanThinkMs = 1000 / perClientRate;
  await sleep(Math.random() * meanThinkMs);
  while (Date.now() < end) {
    await ask();
    await sleep(-Math.log(1 - Math.random()) * meanThinkMs);
  }
};
Promise.all(Array.from({ length: connections }, client)).then(
  () => parentPort.postMessage({ errors, non2xx, times, statuses }),
  (error) => parentPort.postMessage({ failure: String(error) }),
);
`;

export interface LoadResult {
  errors: number;
  non2xx: number;
  times: number[];
  /** Paced loads only: how many answers of each HTTP status. */
  statuses?: Record<string, number>;
  failure?: string;
}

/** Runs a load on a thread of its own: paced when `options.perClientRate` is set, autocannon otherwise. */
export const runLoad = (options: Record<string, unknown>): Promise<LoadResult> =>
  new Promise((resolve, reject) => {
    const worker = new Worker(options.perClientRate ? PACED_SCRIPT : LOAD_SCRIPT, {
      eval: true,
      workerData: { from: join(process.cwd(), 'package.json'), options },
    });
    worker.once('message', (result: LoadResult) => {
      void worker.terminate();
      if (result.failure) reject(new Error(result.failure));
      else resolve(result);
    });
    worker.once('error', reject);
  });

/**
 * A load: `connections` clients, each asking again as soon as it is answered (back to back), or, with
 * `perClientRate`, each asking that many times a second (a paced client, as people are).
 */
export interface LoadProfile {
  connections: number;
  perClientRate?: number;
}

export interface QuestionsLatency {
  connections: number;
  /** Requests a second each client sends; absent when back to back. */
  perClientRate?: number;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
}

export const percentile = (sorted: number[], fraction: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;

/** Answers the first `count` questions of a template (first options), as a lawyer halfway through would have. */
const answersSoFar = async (
  url: string,
  token: string,
  templateId: string,
  count: number,
): Promise<Answers> => {
  const answers: Answers = {};
  for (let step = 0; step < count; step += 1) {
    const response = await fetch(`${url}/api/contract/questions?type=${templateId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(answers),
    });
    const question = ((await response.json()) as { data: AskedQuestion | null }).data;
    if (!question) break;
    answers[question.variable] = question.is_multiple_selection
      ? question.options.slice(0, 1)
      : (question.options[0] ?? '');
  }
  return answers;
};

/** Where to measure: a running local stack (`npm start`, with the demo accounts), or a new one started here. */
export type BenchTarget = { url: string } | { dynamodb: LocalService; dataDir?: string };

/** Next-question latency at each number of concurrent clients, measured against `url`. */
const measureAgainst = async (url: string, profiles: LoadProfile[], durationSeconds: number) => {
  const { token } = await benchLogin(url, 'user');
  const catalogue = await fetch(`${url}/api/template?limit=100`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const templates = ((await catalogue.json()) as { data: { results: { id: string; name: string }[] } }).data
    .results;
  const lease =
    templates.find((template) => template.name.startsWith('Contratto di locazione')) ?? templates[0];
  if (!lease) throw new Error('No template to question');
  const answers = await answersSoFar(url, token, lease.id, 10);
  const figures: QuestionsLatency[] = [];
  for (const { connections: clients, perClientRate } of profiles) {
    const load = await runLoad({
      ...(perClientRate ? { perClientRate } : {}),
      url: `${url}/api/contract/questions?type=${lease.id}`,
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(answers),
      connections: clients,
      duration: durationSeconds,
    });
    const times = load.times.sort((a, b) => a - b);
    figures.push({
      connections: clients,
      ...(perClientRate ? { perClientRate } : {}),
      requests: times.length,
      requestsPerSecond: times.length / durationSeconds,
      p50Ms: percentile(times, 0.5),
      p95Ms: percentile(times, 0.95),
      p99Ms: percentile(times, 0.99),
      errors: load.errors,
      non2xx: load.non2xx,
    });
  }
  return figures;
};

/**
 * Next-question latency through the local HTTP stack: for each number of concurrent clients, autocannon (on its
 * own thread) posts the answers to half of the lease's questionnaire for `durationSeconds` as the seeded lawyer,
 * each client either asking again as soon as it is answered (a closed loop: with many clients the latency is mostly
 * the queue at the server's throughput, p50 ≈ clients ÷ requests per second) or at a set pace; every response's
 * time is kept, so p50, p95 and p99 are exact. With a
 * `dynamodb` the stack runs in this process. Bounded: `connections.length * durationSeconds` seconds once
 * the stack is up.
 */
export const measureQuestions = async ({
  target,
  profiles = [{ connections: 1 }, { connections: 10 }, { connections: 50 }],
  durationSeconds = 10,
}: {
  target: BenchTarget;
  profiles?: LoadProfile[];
  durationSeconds?: number;
}): Promise<QuestionsLatency[]> => {
  if ('url' in target) return measureAgainst(target.url, profiles, durationSeconds);
  const stack = await startBenchStack(target.dynamodb, target.dataDir);
  try {
    return await measureAgainst(stack.url, profiles, durationSeconds);
  } finally {
    await stack.stop();
  }
};
