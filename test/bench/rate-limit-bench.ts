import { ACCOUNT_RATE_DEFAULTS } from '@redigo/functions/config/config';
import { createDocumentClient } from '@redigo/functions/infrastructure/dynamodb/document-client';
import { createDynamoRequestWindows } from '@redigo/functions/infrastructure/dynamodb/throttle/request-window-table';
import type { BudgetRow } from './budget-row';
import type { BenchServices } from './bench-stack';
import { benchLogin, percentile, runLoad, type LoadResult } from './questions-bench';

/** One account sending past its share (80/s against 30/s), another at a person's pace, both on GET /api/category. */
const FLOOD = { connections: 8, perClientRate: 10 };
const CALM = { connections: 2, perClientRate: 2 };

export interface RateLimitFigures {
  share: { perWindow: number; windowSeconds: number };
  durationSeconds: number;
  /** The flooder's answers by status, and how many it was let through. */
  flooder: { requests: number; admitted: number; refused: number; otherStatuses: number };
  /** The calm account's latency and answers, alone and during the flood. */
  calmAlone: Latency;
  calmDuringFlood: Latency;
  /** The hot path's own cost: one conditional UpdateItem on DynamoDB Local, taken back to back. */
  takeMs: { p50: number; p95: number; runs: number };
}

interface Latency {
  requests: number;
  p50Ms: number;
  p95Ms: number;
  /** Answers other than 200 (a 429 included) and connection errors. */
  failed: number;
  /** Every answer other than 200, by status (`error` for a connection error). */
  others: Record<string, number>;
}

const latencyOf = (load: LoadResult): Latency => {
  const times = [...load.times].sort((a, b) => a - b);
  return {
    requests: times.length,
    p50Ms: percentile(times, 0.5),
    p95Ms: percentile(times, 0.95),
    failed: load.non2xx + load.errors,
    others: {
      ...Object.fromEntries(Object.entries(load.statuses ?? {}).filter(([status]) => status !== '200')),
      ...(load.errors > 0 ? { error: load.errors } : {}),
    },
  };
};

const load = (url: string, token: string, profile: typeof FLOOD, duration: number) =>
  runLoad({
    ...profile,
    url: `${url}/api/category`,
    method: 'GET',
    headers: { authorization: `Bearer ${token}` },
    duration,
  });

/** Times `runs` counted requests under fresh keys, back to back: what the limit adds to every signed-in request. */
const measureTake = async (services: BenchServices, table: string, runs: number) => {
  const windows = createDynamoRequestWindows(
    createDocumentClient('eu-south-1', services.dynamodb),
    () => table,
  );
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = process.hrtime.bigint();
    await windows.take(`bench#${run}`, 100, Math.floor(Date.now() / 1000) + 60);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), runs };
};

/**
 * The per-account limit at its default share (functions/src/config/config.ts), on a stack of its own: the seeded
 * admin asks at a person's pace alone, then again while the seeded lawyer floods past the share, for
 * `durationSeconds` each; then the cost of one count on DynamoDB Local.
 */
export const measureRateLimit = async (
  services: BenchServices,
  durationSeconds: number,
): Promise<RateLimitFigures> => {
  const share = { ...ACCOUNT_RATE_DEFAULTS };
  const stack = await services.startStack('limits', {
    ACCOUNT_RATE_LIMIT: String(share.perWindow),
    ACCOUNT_RATE_WINDOW_SECONDS: String(share.windowSeconds),
  });
  const calm = await benchLogin(stack.url, 'admin');
  const flooder = await benchLogin(stack.url, 'user');
  const calmAlone = latencyOf(await load(stack.url, calm.token, CALM, durationSeconds));
  const [flood, calmLoad] = await Promise.all([
    load(stack.url, flooder.token, FLOOD, durationSeconds),
    load(stack.url, calm.token, CALM, durationSeconds),
  ]);
  const statuses = flood.statuses ?? {};
  const admitted = statuses['200'] ?? 0;
  const refused = statuses['429'] ?? 0;
  return {
    share,
    durationSeconds,
    flooder: {
      requests: flood.times.length,
      admitted,
      refused,
      otherStatuses: flood.times.length - admitted - refused + flood.errors,
    },
    calmAlone,
    calmDuringFlood: latencyOf(calmLoad),
    takeMs: await measureTake(services, 'bench-limits-throttle', 300),
  };
};

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;

/**
 * The flooder is let through no more than its share in each window it touched (the run spans at most
 * duration ÷ window + 1 of them) and refused the rest; the calm account never gets a 429 and keeps p95 under 300 ms.
 */
export const rateLimitRows = (figures: RateLimitFigures): BudgetRow[] => {
  const { share, flooder, calmAlone, calmDuringFlood, takeMs, durationSeconds } = figures;
  const windows = Math.ceil(durationSeconds / share.windowSeconds) + 1;
  const flooderWithin =
    flooder.refused > 0 && flooder.otherStatuses === 0 && flooder.admitted <= share.perWindow * windows;
  return [
    {
      figure: `Per-account limit (${share.perWindow} per ${share.windowSeconds} s): another account during a flood`,
      budget: 'p95 < 300 ms, no 429',
      measured:
        `p50 ${ms(calmDuringFlood.p50Ms)}, p95 ${ms(calmDuringFlood.p95Ms)}, ${calmDuringFlood.requests} requests, ` +
        `${calmDuringFlood.failed} refused or failed ${JSON.stringify(calmDuringFlood.others)} ` +
        `(alone: p50 ${ms(calmAlone.p50Ms)}, p95 ${ms(calmAlone.p95Ms)}, ${calmAlone.failed} refused or failed)`,
      within: calmDuringFlood.failed === 0 && calmAlone.failed === 0 && calmDuringFlood.p95Ms < 300,
    },
    {
      figure: `Per-account limit: the flooding account (${FLOOD.connections * FLOOD.perClientRate} requests/s)`,
      budget: `429 past its share, <= ${share.perWindow} per window`,
      measured:
        `${flooder.requests} requests in ${durationSeconds} s: ${flooder.admitted} let through, ` +
        `${flooder.refused} answered 429, ${flooder.otherStatuses} other`,
      within: flooderWithin,
    },
    {
      figure: 'Per-account limit: one count (a conditional UpdateItem, DynamoDB Local)',
      budget: '-',
      measured: `p50 ${ms(takeMs.p50)}, p95 ${ms(takeMs.p95)} over ${takeMs.runs}`,
      within: null,
    },
  ];
};
