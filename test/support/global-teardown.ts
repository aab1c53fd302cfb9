import type { RunningService } from '../../infra/src/local/dynamodb-local';

export default async (): Promise<void> => {
  await (globalThis as { redigoTestDynamo?: RunningService }).redigoTestDynamo?.stop();
};
