import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import S3rver from 's3rver';
import type { RunningService } from './dynamodb-local';

/**
 * Starts s3rver in this process on a free port (or on `port`, to start it again where its clients look),
 * storing objects as files under `directory`.
 */
export const startS3Local = async (directory: string, port = 0): Promise<RunningService> => {
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({ address: '127.0.0.1', port, directory, silent: true });
  const address = (await server.run()) as { port: number };
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    async stop() {
      (server as unknown as { httpServer: Server }).httpServer.closeAllConnections();
      await server.close();
    },
  };
};
