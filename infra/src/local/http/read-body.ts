import type { IncomingMessage } from 'node:http';

/**
 * The body is over the limit. `drained` tells whether the rest of it was read (and dropped), so that an answer
 * can still reach the client; when it is false the client kept sending far past the limit and the connection
 * can only be dropped.
 */
export class BodyTooLargeError extends Error {
  constructor(readonly drained: boolean) {
    super('The request body is over the limit');
  }
}

/** How much of a body over the limit is read and dropped, so its client still gets the 413, before giving up. */
const DRAIN_FACTOR = 16;

/**
 * Reads a request body, refusing more than `limitBytes` (API Gateway's own limit is 10 MB). A body over the
 * limit is still read to its end (and dropped): answering while the client is still sending would make the
 * connection reset before the client reads the answer.
 */
export const readBody = (request: IncomingMessage, limitBytes: number): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limitBytes * DRAIN_FACTOR) {
        request.removeAllListeners('data');
        request.pause();
        reject(new BodyTooLargeError(false));
        return;
      }
      if (size > limitBytes) {
        tooLarge = true;
        chunks.length = 0;
      }
      if (!tooLarge) chunks.push(chunk);
    });
    request.on('end', () =>
      tooLarge ? reject(new BodyTooLargeError(true)) : resolve(Buffer.concat(chunks)),
    );
    request.on('error', reject);
  });
