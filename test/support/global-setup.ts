import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { startDynamoDbLocal } from '../../infra/src/local/dynamodb-local';

/**
 * The worker thread of «Verifica tutti i percorsi» needs a bundle to start from (the stacks run from source
 * here): built once, as scripts/build.mjs builds it for `npm start`.
 */
const buildPathVerificationWorker = async (): Promise<string> => {
  const outfile = join(mkdtempSync(join(tmpdir(), 'redigo-worker-')), 'path-verification-worker.js');
  await build({
    entryPoints: [join(__dirname, '../../functions/src/workers/path-verification-worker.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    logLevel: 'warning',
  });
  return outfile;
};

/** One in-memory DynamoDB Local for the whole integration run; each test file gets its own tables. */
export default async (): Promise<void> => {
  const [dynamo, worker] = await Promise.all([startDynamoDbLocal(), buildPathVerificationWorker()]);
  // The test files' stacks reach it through its guard, with its credentials (kept in this run's environment only).
  process.env.REDIGO_TEST_DYNAMODB = JSON.stringify({
    endpoint: dynamo.endpoint,
    credentials: dynamo.credentials,
  });
  // Its engine's own port, which answers no one but the guard (test/api/local-storage-guard.test.ts checks it).
  process.env.REDIGO_TEST_DYNAMODB_ENGINE = dynamo.engineEndpoint;
  process.env.REDIGO_TEST_PATH_VERIFICATION_WORKER = worker;
  (globalThis as { redigoTestDynamo?: typeof dynamo }).redigoTestDynamo = dynamo;
};
