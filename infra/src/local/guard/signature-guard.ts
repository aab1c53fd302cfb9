import {
  Agent,
  createServer,
  request as forward,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LocalCredentials } from '@redigo/functions/config/config';
import { refusalOf, type Refusal } from './aws-refusals';
import { checkSignature } from './sigv4';

export interface SignatureGuardOptions {
  service: 's3' | 'dynamodb';
  /** The only key it takes: the stack's own. */
  credentials: LocalCredentials;
  /** Where a verified request goes: a unix socket (s3rver) or a loopback port (DynamoDB Local). */
  upstream: { socketPath: string } | { port: number };
  /** Headers added to each verified request (DynamoDB Local's gate). */
  addHeaders?: Record<string, string>;
  /** Takes the signature off a verified request before it goes on (s3rver checks its own, with its own key). */
  stripSignature?: boolean;
  /** The largest body it reads. */
  maxBodyBytes: number;
  /** Requests that go on unsigned: a browser's CORS preflight to S3, which no browser signs. */
  unsigned?: (request: IncomingMessage) => boolean;
  /** A port of 127.0.0.1; 0 (the default) picks a free one, a restart passes the one its clients know. */
  port?: number;
  now?: () => number;
}

export interface SignatureGuard {
  endpoint: string;
  stop(): Promise<void>;
}

const AUTH_QUERY = new Set([
  'x-amz-algorithm',
  'x-amz-credential',
  'x-amz-date',
  'x-amz-expires',
  'x-amz-signedheaders',
  'x-amz-signature',
  'x-amz-security-token',
  'x-amz-content-sha256',
]);

const nameOf = (part: string): string => {
  try {
    return decodeURIComponent(part.split('=')[0] ?? '').toLowerCase();
  } catch {
    return '';
  }
};

const withoutSignatureQuery = (url: string): string => {
  const [path, query] = url.split('?', 2);
  if (query === undefined) return url;
  const kept = query.split('&').filter((part) => !AUTH_QUERY.has(nameOf(part)));
  return kept.length > 0 ? `${path}?${kept.join('&')}` : (path ?? '/');
};

const answer = (response: ServerResponse, { status, headers, body }: Refusal, close = false): void => {
  response.writeHead(status, { ...headers, ...(close ? { connection: 'close' } : {}) }).end(body);
};

/**
 * A local AWS service's only door: an HTTP server on 127.0.0.1 that reads each request whole (bounded), checks
 * its Signature Version 4 against the stack's credentials (sigv4.ts: header or presigned query, payload hash,
 * expiry, every signed header) and forwards only the requests that pass to the engine behind it, which no one
 * else can reach; the others get the refusal the real service would give. Upstream failures break the connection,
 * as an unreachable service does.
 */
export const startSignatureGuard = async (options: SignatureGuardOptions): Promise<SignatureGuard> => {
  const agent = new Agent({ keepAlive: true });
  const now = options.now ?? Date.now;
  const pass = (request: IncomingMessage, response: ServerResponse, body: Buffer) => {
    const headers: Record<string, string | string[] | undefined> = {
      ...request.headers,
      ...options.addHeaders,
    };
    delete headers['transfer-encoding'];
    headers['content-length'] = String(body.length);
    if (options.stripSignature) delete headers.authorization;
    const url = request.url ?? '/';
    const upstream = forward(
      {
        ...('socketPath' in options.upstream
          ? { socketPath: options.upstream.socketPath }
          : { host: '127.0.0.1', port: options.upstream.port }),
        agent,
        method: request.method,
        path: options.stripSignature ? withoutSignatureQuery(url) : url,
        headers,
      },
      (reply) => {
        response.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(response);
        reply.once('error', () => response.destroy());
      },
    );
    upstream.once('error', () => response.destroy());
    upstream.end(body);
  };
  const server = createServer((request, response) => {
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > options.maxBodyBytes)
      return answer(response, refusalOf(options.service, 'tooLarge'), true);
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= options.maxBodyBytes) chunks.push(chunk);
    });
    request.once('error', () => response.destroy());
    request.once('end', () => {
      if (size > options.maxBodyBytes) return answer(response, refusalOf(options.service, 'tooLarge'), true);
      const body = Buffer.concat(chunks);
      if (options.unsigned?.(request)) return pass(request, response, body);
      const check = checkSignature(
        { method: request.method ?? 'GET', rawUrl: request.url ?? '/', rawHeaders: request.rawHeaders, body },
        { credentials: options.credentials, service: options.service, now: now() },
      );
      if (!check.ok) return answer(response, refusalOf(options.service, check.refusal));
      pass(request, response, body);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async stop() {
      server.closeAllConnections();
      agent.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
