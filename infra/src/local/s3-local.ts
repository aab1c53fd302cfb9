import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { LocalCredentials, LocalService } from '@redigo/functions/config/config';
import { newLocalCredentials } from './guard/local-credentials';
import { startSignatureGuard } from './guard/signature-guard';

/** A stand-in started by this process, reached at `endpoint` with `credentials`, stopped by `stop`. */
export interface RunningService extends LocalService {
  stop(): Promise<void>;
}

/** The largest object the local S3 takes in one PUT (the biggest document or invoice is far smaller). */
const MAX_OBJECT_BYTES = 64 * 1024 * 1024;

/** A browser's CORS preflight before a presigned PUT: unsigned by every browser, answered by the bucket's rule. */
const isCorsPreflight = (request: IncomingMessage) =>
  request.method === 'OPTIONS' &&
  request.headers.origin !== undefined &&
  request.headers['access-control-request-method'] !== undefined;

/**
 * Starts s3rver in this process, storing objects as files under `directory`, reachable only through its guard:
 * s3rver listens on a unix socket in a folder of this user alone (0700), and the guard, on 127.0.0.1 (on `port`
 * when given, to start again where its clients look), forwards only the requests signed with `credentials` (new
 * ones unless given), presigned or not, so the presigned conditions hold as on AWS (size, type, key, expiry).
 */
export const startS3Local = async (
  directory: string,
  { port = 0, credentials = newLocalCredentials() }: { port?: number; credentials?: LocalCredentials } = {},
): Promise<RunningService> => {
  mkdirSync(directory, { recursive: true });
  const socketDirectory = mkdtempSync(join(tmpdir(), 'redigo-s3-'));
  const socketPath = join(socketDirectory, 's3rver.sock');
  const engine = new S3rver({ directory, silent: true });
  const server = await engine.listen(socketPath);
  const stopEngine = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(socketDirectory, { recursive: true, force: true });
  };
  try {
    const guard = await startSignatureGuard({
      service: 's3',
      credentials,
      upstream: { socketPath },
      stripSignature: true,
      maxBodyBytes: MAX_OBJECT_BYTES,
      unsigned: isCorsPreflight,
      port,
    });
    return {
      endpoint: guard.endpoint,
      credentials,
      async stop() {
        await guard.stop();
        await stopEngine();
      },
    };
  } catch (error) {
    await stopEngine();
    throw error;
  }
};
