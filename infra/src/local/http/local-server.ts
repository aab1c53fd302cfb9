import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { httpMessages } from '@redigo/shared/messages/http';
import { matchRoute, pathExists } from '@redigo/shared/route-matching';
import { API_BASE, type Area } from '@redigo/shared/routes';
import { isClientPagePath } from '@redigo/shared/client-link-url';
import { readOutbox } from '@redigo/functions/infrastructure';
import type { LambdaHttpHandler } from '@redigo/functions/http/http-types';
import { isAllowedHost } from './allowed-hosts';
import { localLambdaContext, toApiGatewayEvent, writeApiGatewayResult } from './api-gateway-bridge';
import { renderOutboxPage } from './outbox-page';
import { BodyTooLargeError, readBody } from './read-body';
import { securityHeaders } from '../../security-headers';
import { serveStatic } from './static-files';

/** A local-only page or API (the Stripe stand-in) mounted beside the product. */
export interface LocalRoute {
  matches(pathname: string): boolean;
  handle(request: IncomingMessage, response: ServerResponse, body: Buffer): Promise<void>;
}

export interface LocalServerOptions {
  webRoot: string;
  outboxDirectory: string;
  areaHandlers: Record<Area, LambdaHttpHandler>;
  extraRoutes?: LocalRoute[];
  accessLog?: (line: string) => void;
  /** Tests only: see BridgeOptions. */
  trustViewerAddressHeader?: boolean;
  /** s3rver's origin, where the SPA sends presigned uploads (allowed in connect-src). */
  uploadOrigin?: string;
  /** The Host names answered (see allowed-hosts.ts); any other gets 421. Every name when not given. */
  allowedHosts?: readonly string[];
}

const MAX_BODY_BYTES = 10 * 1024 * 1024;

const localServerMessages = {
  unknownHost:
    'Il server locale di Redigo risponde solo a 127.0.0.1, localhost o all’indirizzo indicato in APP_URL: apri la pagina da uno di questi indirizzi.',
} as const;

/**
 * A client's page (`/cliente/<token>`, docs/api.md): never cached, never a Referer carrying its token. It is served
 * as any page, so a mail scanner that fetches it changes nothing.
 */
const CLIENT_PAGE = { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' };

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

const sendJson = (response: ServerResponse, status: number, body: unknown): void => {
  response.writeHead(status, JSON_HEADERS).end(JSON.stringify(body));
};

/** The API's 413: the body is dropped and the connection closed after the answer. */
const sendTooLarge = (response: ServerResponse, error: BodyTooLargeError): void => {
  const body = JSON.stringify({ message: httpMessages.payloadTooLarge, code: 'PAYLOAD_TOO_LARGE' });
  response.writeHead(413, { ...JSON_HEADERS, connection: 'close' });
  // Past the drain limit the client is still sending: the answer goes out, then the connection is dropped.
  if (error.drained) response.end(body);
  else response.end(body, () => response.destroy());
};

const handleApi = async (
  options: LocalServerOptions,
  request: IncomingMessage,
  response: ServerResponse,
  pathname: string,
): Promise<void> => {
  const match = matchRoute(request.method ?? 'GET', pathname);
  if (!match) {
    const [status, code, message] = pathExists(pathname)
      ? [405, 'METHOD_NOT_ALLOWED', httpMessages.methodNotAllowed]
      : [404, 'NOT_FOUND', httpMessages.routeNotFound];
    sendJson(response, status, { message, code });
    return;
  }
  const body = await readBody(request, MAX_BODY_BYTES);
  const event = toApiGatewayEvent(request, body, match, {
    trustViewerAddressHeader: options.trustViewerAddressHeader,
  });
  const handler = options.areaHandlers[match.route.area];
  const result = await handler(
    event,
    localLambdaContext(`redigo-${match.route.area}`, event.requestContext.requestId),
  );
  writeApiGatewayResult(response, result);
};

const handleLocalPages = async (
  options: LocalServerOptions,
  pathname: string,
  response: ServerResponse,
): Promise<boolean> => {
  if (pathname === '/_local/mail.json') {
    sendJson(response, 200, await readOutbox(options.outboxDirectory));
    return true;
  }
  if (pathname === '/_local/mail' || pathname === '/_local/mail/') {
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
      .end(renderOutboxPage(await readOutbox(options.outboxDirectory)));
    return true;
  }
  return false;
};

/** A request's path, or undefined when its target is no URL at all (`GET //a:b`), which would throw later. */
const pathnameOf = (target: string | undefined): string | undefined => {
  try {
    return new URL(target ?? '/', 'http://localhost').pathname;
  } catch {
    return undefined;
  }
};

/**
 * The local runtime's single HTTP entry: `/api/*` becomes an API Gateway v2 event for the same Lambda
 * handler as on AWS; `/_local/*` are the local-only pages; anything else is the SPA with its fallback. Every
 * answer carries the security headers unless it sets the same header itself.
 */
export const createLocalRequestListener = (options: LocalServerOptions): RequestListener => {
  const headers = securityHeaders(options.uploadOrigin);
  return async (request, response) => {
    const started = process.hrtime.bigint();
    // Every answer carries the browser security headers (as CloudFront adds them on AWS); a header an answer
    // sets itself (writeHead's) wins over these.
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    const pathname = pathnameOf(request.url);
    try {
      if (options.allowedHosts && !isAllowedHost(request, options.allowedHosts)) {
        response.setHeader('connection', 'close');
        sendJson(response, 421, { message: localServerMessages.unknownHost, code: 'FORBIDDEN' });
      } else if (pathname === undefined)
        sendJson(response, 404, { message: httpMessages.notFound, code: 'NOT_FOUND' });
      else if (pathname === API_BASE || pathname.startsWith(`${API_BASE}/`))
        await handleApi(options, request, response, pathname);
      else if (await handleLocalPages(options, pathname, response)) return;
      else {
        const extra = options.extraRoutes?.find((route) => route.matches(pathname));
        if (extra) await extra.handle(request, response, await readBody(request, MAX_BODY_BYTES));
        else serveStatic(options.webRoot, request, response, isClientPagePath(pathname) ? CLIENT_PAGE : {});
      }
    } catch (error) {
      if (response.headersSent) response.destroy();
      else if (error instanceof BodyTooLargeError) sendTooLarge(response, error);
      else {
        console.error(error);
        sendJson(response, 500, { message: httpMessages.internal, code: 'INTERNAL' });
      }
    } finally {
      const elapsedMs = Number(process.hrtime.bigint() - started) / 1e6;
      if (pathname?.startsWith(API_BASE))
        options.accessLog?.(
          `${request.method} ${pathname} ${response.statusCode} ${elapsedMs.toFixed(1)} ms`,
        );
    }
  };
};
