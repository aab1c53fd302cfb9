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
  process.env.REDIGO_TEST_DYNAMODB_ENDPOINT = dynamo.endpoint;
  process.env.REDIGO_TEST_PATH_VERIFICATION_WORKER = worker;
  (globalThis as { redigoTestDynamo?: typeof dynamo }).redigoTestDynamo = dynamo;
};
