import { join } from 'node:path';
import type { LocalCredentials, LocalService } from '@redigo/functions/config/config';
import type { FileStore } from '@redigo/functions/ports/file-store';
import { startDynamoDbLocal, type RunningService } from '../../infra/src/local/dynamodb-local';
import { startS3Local } from '../../infra/src/local/s3-local';

/**
 * A local service a test stops and starts again, on the same port, data and credentials, so its clients find it
 * back (its guard included: while it is stopped, nothing listens there).
 */
export interface StoppableService extends LocalService {
  stop(): Promise<void>;
  start(): Promise<void>;
}

type Start = (options: { port?: number; credentials?: LocalCredentials }) => Promise<RunningService>;

const stoppable = async (run: Start): Promise<StoppableService> => {
  let running: RunningService | undefined = await run({});
  const { endpoint, credentials } = running;
  const port = Number(new URL(endpoint).port);
  return {
    endpoint,
    credentials,
    async stop() {
      await running?.stop();
      running = undefined;
    },
    async start() {
      running ??= await run({ port, credentials });
    },
  };
};

/** An s3rver of the test's own, with its data on disk under `directory`. */
export const startStoppableS3 = (directory: string): Promise<StoppableService> =>
  stoppable((options) => startS3Local(join(directory, 's3'), options));

/** A DynamoDB Local and an s3rver of the test's own, with their data on disk under `directory`. */
export const startStoppableServices = async (directory: string) => ({
  dynamo: await stoppable((options) => startDynamoDbLocal(join(directory, 'dynamodb'), options)),
  s3: await stoppable((options) => startS3Local(join(directory, 's3'), options)),
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

/**
 * Makes the next `method` call of a store (on a key `onlyFor` accepts, when given) run `fault` first, then the
 * call itself, then `after` (whether the call succeeded or not): a service fails right at a known step and comes
 * back. Other calls, and later ones, are left as they were. `onlyFor` keeps the fault on the step meant however
 * the calls interleave: a PDF job's read of its .docx, not a download's read of the PDF (issue 39).
 */
export const faultAroundNext = (
  store: FileStore,
  method: keyof FileStore,
  fault: () => Promise<void>,
  after: () => Promise<void> = async () => undefined,
  onlyFor: (key: string) => boolean = () => true,
): void => {
  const methods = store as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  const original = methods[method] as (...args: unknown[]) => Promise<unknown>;
  methods[method] = async (...args) => {
    if (!onlyFor(String(args[0]))) return original.apply(store, args);
    methods[method] = original;
    await fault();
    try {
      return await original.apply(store, args);
    } finally {
      await after();
    }
  };
};
