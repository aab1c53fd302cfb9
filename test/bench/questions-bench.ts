import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Answers, AskedQuestion } from '@redigo/shared/domain/question';
import { startLocalStack, type LocalStack } from '../../infra/src/local/local-stack';
import { demoAccounts } from '../../infra/src/seed/seed-accounts';

/**
 * The local stack for a benchmark, on its own tables of the DynamoDB Local at `dynamodbEndpoint`, seeded with the
 * demo accounts and templates. `dataDir` holds its S3 files and secrets (a new temporary folder by default).
 */
export const startBenchStack = async (dynamodbEndpoint: string, dataDir?: string): Promise<LocalStack> => {
  const webRoot = mkdtempSync(join(tmpdir(), 'redigo-bench-web-'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Redigo</title>');
  return startLocalStack({
    dataDir: dataDir ?? mkdtempSync(join(tmpdir(), 'redigo-bench-data-')),
    port: 0,
    webRoot,
    dynamodbEndpoint,
    tablePrefix: `bench${Date.now().toString(36)}-`,
    env: { LOG_LEVEL: 'error', PASSWORD_HASH_COST: '12' },
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

interface LoadResult {
  errors: number;
  non2xx: number;
  times: number[];
  failure?: string;
}

const runLoad = (options: Record<string, unknown>): Promise<LoadResult> =>
  new Promise((resolve, reject) => {
    const worker = new Worker(LOAD_SCRIPT, {
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

export interface QuestionsLatency {
  connections: number;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
}

const percentile = (sorted: number[], fraction: number): number =>
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
export type BenchTarget = { url: string } | { dynamodbEndpoint: string; dataDir?: string };

/** Next-question latency at each number of concurrent clients, measured against `url`. */
const measureAgainst = async (url: string, connections: number[], durationSeconds: number) => {
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
  for (const clients of connections) {
    const load = await runLoad({
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
 * each client asking again as soon as it is answered (a closed loop: with many clients the latency includes the
 * queue at the server's throughput); every response's time is kept, so p50, p95 and p99 are exact. With a
 * `dynamodbEndpoint` the stack runs in this process. Bounded: `connections.length * durationSeconds` seconds once
 * the stack is up.
 */
export const measureQuestions = async ({
  target,
  connections = [1, 10, 50],
  durationSeconds = 10,
}: {
  target: BenchTarget;
  connections?: number[];
  durationSeconds?: number;
}): Promise<QuestionsLatency[]> => {
  if ('url' in target) return measureAgainst(target.url, connections, durationSeconds);
  const stack = await startBenchStack(target.dynamodbEndpoint, target.dataDir);
  try {
    return await measureAgainst(stack.url, connections, durationSeconds);
  } finally {
    await stack.stop();
  }
};
