import { createReadStream, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { safeDecodeURIComponent } from '@redigo/shared/text';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

const fileIn = (root: string, decoded: string): string | undefined => {
  const candidate = normalize(join(root, decoded));
  if (candidate !== root && !candidate.startsWith(`${root}${sep}`)) return undefined;
  try {
    return statSync(candidate).isFile() ? candidate : undefined;
  } catch {
    return undefined;
  }
};

const MISSING_BUILD = `<!doctype html><meta charset="utf-8"><title>Redigo</title>
<p>L'interfaccia non è stata ancora compilata: esegui <code>npm run build</code> e ricarica la pagina.</p>`;

const BAD_PATH = `<!doctype html><meta charset="utf-8"><title>Indirizzo non valido – Redigo</title>
<p>L'indirizzo richiesto non è valido.</p>`;

/**
 * Serves the built SPA: hashed assets cached for a year, any other path falls back to index.html. `headers` go with
 * the answer and win over these (a client's page is `no-store`).
 */
export const serveStatic = (
  root: string,
  request: IncomingMessage,
  response: ServerResponse,
  headers: Record<string, string> = {},
): void => {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname;
  const decoded = safeDecodeURIComponent(path);
  if (decoded === undefined) {
    response.writeHead(400, { 'content-type': 'text/html; charset=utf-8' }).end(BAD_PATH);
    return;
  }
  const file = fileIn(root, decoded) ?? fileIn(root, '/index.html');
  if (!file) {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers }).end(MISSING_BUILD);
    return;
  }
  const isAsset = path.startsWith('/assets/') && file !== join(root, 'index.html');
  response.writeHead(200, {
    'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': isAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...headers,
  });
  if (request.method === 'HEAD') response.end();
  else createReadStream(file).pipe(response);
};
