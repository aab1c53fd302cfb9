import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LocalService } from '@redigo/functions/config/config';
import { startDynamoDbLocal, type RunningService } from '../../infra/src/local/dynamodb-local';
import { startLocalStack, type LocalStack } from '../../infra/src/local/local-stack';

/** The static page whose first paint is the floor of the SPA's: one heading, no script, no stylesheet. */
export const FLOOR_PAGE = '/bench-floor.html';

/** Requests an account of a bench stack may send each window: many clients at full speed never reach it. */
const BENCH_ACCOUNT_RATE_LIMIT = 10_000_000;

/** The bench's DynamoDB Local and the local stacks on it, all stopped by `stop` (which never throws). */
export interface BenchServices {
  /** Its guard and the credentials it takes. */
  dynamodb: LocalService;
  /**
   * A local stack serving the built SPA (plus FLOOR_PAGE), seeded with the demo accounts and catalogue; it makes
   * no PDF unless `env` says `PDF_CONVERTER: 'libreoffice'` (conversions would load the other phases' figures).
   * Its accounts' share of the API is far above the default (ACCOUNT_RATE_LIMIT), because the bench plays many
   * clients from one account on purpose (50 at 5 requests a second in "Next question"); the per-account limit's
   * own phase (rate-limit-bench.ts) sets the default share.
   */
  startStack(name: string, env?: Record<string, string>): Promise<LocalStack>;
  stop(): Promise<void>;
}

/**
 * Starts a DynamoDB Local of the bench's own, after emptying `dataDir`: the bench seeds its own data and never
 * touches a developer's `.data`. It keeps its tables in memory, unless `onDisk` (then in `<dataDir>/dynamodb`):
 * on disk it writes 250 to 400 contracts a second on 2 cores, so seeding 100,000 takes minutes more. The stacks'
 * files and `webDist` (the built SPA, with the floor page) go in `dataDir` too.
 * `stop` stops every stack started, then DynamoDB Local, then deletes `dataDir`.
 */
export const startBenchServices = async (
  dataDir: string,
  webDist: string,
  onDisk = false,
): Promise<BenchServices> => {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const webRoot = join(dataDir, 'web');
  cpSync(webDist, webRoot, { recursive: true });
  writeFileSync(
    join(webRoot, FLOOR_PAGE),
    '<!doctype html><meta charset="utf-8"><title>Redigo</title><h1>Redigo</h1>',
  );
  const dynamo: RunningService = await startDynamoDbLocal(onDisk ? join(dataDir, 'dynamodb') : undefined);
  const stacks: LocalStack[] = [];
  return {
    dynamodb: { endpoint: dynamo.endpoint, credentials: dynamo.credentials },
    async startStack(name, env = {}) {
      const stack = await startLocalStack({
        dataDir: join(dataDir, name),
        port: 0,
        webRoot,
        dynamodb: dynamo,
        tablePrefix: `bench-${name}-`,
        env: {
          LOG_LEVEL: 'error',
          PASSWORD_HASH_COST: '12',
          PDF_CONVERTER: 'off',
          ACCOUNT_RATE_LIMIT: String(BENCH_ACCOUNT_RATE_LIMIT),
          ...env,
        },
      });
      stacks.push(stack);
      return stack;
    },
    async stop() {
      for (const stack of stacks.reverse()) await stack.stop().catch(() => undefined);
      await dynamo.stop().catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
