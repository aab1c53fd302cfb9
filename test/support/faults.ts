import { join } from 'node:path';
import type { FileStore } from '@redigo/functions/ports/file-store';
import { startDynamoDbLocal, type RunningService } from '../../infra/src/local/dynamodb-local';
import { startS3Local } from '../../infra/src/local/s3-local';

/** A local service a test stops and starts again, on the same port and data, so its clients find it back. */
export interface StoppableService {
  endpoint: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

const stoppable = async (run: (port?: number) => Promise<RunningService>): Promise<StoppableService> => {
  let running: RunningService | undefined = await run();
  const endpoint = running.endpoint;
  const port = Number(new URL(endpoint).port);
  return {
    endpoint,
    async stop() {
      await running?.stop();
      running = undefined;
    },
    async start() {
      running ??= await run(port);
    },
  };
};

/** A DynamoDB Local and an s3rver of the test's own, with their data on disk under `directory`. */
export const startStoppableServices = async (directory: string) => ({
  dynamo: await stoppable((port) => startDynamoDbLocal(join(directory, 'dynamodb'), port)),
  s3: await stoppable((port) => startS3Local(join(directory, 's3'), port)),
});

/**
 * Makes the next `method` call of a store run `fault` right after it completes: a service stops in the middle
 * of a request, at a known step. Later calls are left as they were.
 */
export const faultAfterNext = (store: FileStore, method: 'get' | 'put', fault: () => Promise<void>): void => {
  const methods = store as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  const original = methods[method] as (...args: unknown[]) => Promise<unknown>;
  methods[method] = async (...args) => {
    methods[method] = original;
    const result = await original.apply(store, args);
    await fault();
    return result;
  };
};
