import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import type { RunningService } from '../../infra/src/local/dynamodb-local';

export default async (): Promise<void> => {
  await (globalThis as { redigoTestDynamo?: RunningService }).redigoTestDynamo?.stop();
  const worker = process.env.REDIGO_TEST_PATH_VERIFICATION_WORKER;
  if (worker) rmSync(dirname(worker), { recursive: true, force: true });
};
