import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import type { RouteMatch } from '@redigo/shared/route-matching';
import { routeKeyOf } from '@redigo/shared/routes';

const TEXT_CONTENT = /^(text\/|application\/(json|x-www-form-urlencoded|xml|javascript)|[^;]*\+(json|xml))/i;

const joinValues = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value.join(',') : value;

/** CloudFront's header with the viewer's address, which the login limits read (see client-address.ts). */
const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';

/** The address of the connection's other end, without the IPv4-mapped prefix. */
const remoteAddressOf = (request: IncomingMessage): string =>
  request.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1';

export interface BridgeOptions {
  /**
   * Pass a client's own `CloudFront-Viewer-Address` on instead of setting it from the connection. Only for tests
   * that play many clients from one machine: anyone else could pick any address and so escape the per-address
   * login limit. The runtime `npm start` runs never sets it.
   */
  trustViewerAddressHeader?: boolean;
}

/**
 * Node's request headers as API Gateway sends them: lower-case names, repeated values joined by commas. As
 * CloudFront does, `CloudFront-Viewer-Address` is the connection's own address and port, whatever the client
 * sent in it.
 */
const headersOf = (request: IncomingMessage, options: BridgeOptions): Record<string, string> => {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    const joined = joinValues(value);
    if (joined !== undefined && name !== 'cookie') headers[name] = joined;
  }
  if (!options.trustViewerAddressHeader || headers[VIEWER_ADDRESS_HEADER] === undefined)
    headers[VIEWER_ADDRESS_HEADER] = `${remoteAddressOf(request)}:${request.socket.remotePort ?? 0}`;
  return headers;
};

const queryOf = (search: URLSearchParams): Record<string, string> | undefined => {
  const query: Record<string, string> = {};
  for (const key of new Set(search.keys())) query[key] = search.getAll(key).join(',');
  return Object.keys(query).length > 0 ? query : undefined;
};

/** Turns an HTTP request into the API Gateway HTTP API (payload 2.0) event the Lambda handler expects. */
export const toApiGatewayEvent = (
  request: IncomingMessage,
  body: Buffer,
  match: RouteMatch,
  options: BridgeOptions = {},
): APIGatewayProxyEventV2 => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const headers = headersOf(request, options);
  const isText = TEXT_CONTENT.test(headers['content-type'] ?? 'application/json');
  const now = new Date();
  const routeKey = routeKeyOf(match.route);
  const cookies = request.headers.cookie?.split(/;\s*/).filter(Boolean);
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    ...(cookies && cookies.length > 0 ? { cookies } : {}),
    headers,
    queryStringParameters: queryOf(url.searchParams),
    pathParameters: Object.keys(match.pathParameters).length > 0 ? match.pathParameters : undefined,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'local',
      http: {
        method: request.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp: remoteAddressOf(request),
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    body: body.length > 0 ? body.toString(isText ? 'utf8' : 'base64') : undefined,
    isBase64Encoded: body.length > 0 && !isText,
  };
};

/** A Lambda context good enough for handlers that don't look at it beyond the basics. */
export const localLambdaContext = (functionName: string, requestId: string): Context => ({
  callbackWaitsForEmptyEventLoop: false,
  functionName,
  functionVersion: '$LATEST',
  invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
  memoryLimitInMB: '1024',
  awsRequestId: requestId,
  logGroupName: `/aws/lambda/${functionName}`,
  logStreamName: 'local',
  getRemainingTimeInMillis: () => 30000,
  done: () => undefined,
  fail: () => undefined,
  succeed: () => undefined,
});

/** Writes a Lambda's answer the way API Gateway would: status, headers, cookies, body (base64 decoded). */
export const writeApiGatewayResult = (response: ServerResponse, result: APIGatewayProxyResultV2): void => {
  if (
    typeof result === 'string' ||
    typeof result !== 'object' ||
    result === null ||
    !('statusCode' in result)
  ) {
    const body = typeof result === 'string' ? result : JSON.stringify(result);
    response.writeHead(200, { 'content-type': 'application/json' }).end(body);
    return;
  }
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {}))
    headers[name.toLowerCase()] = String(value);
  if (result.cookies && result.cookies.length > 0) headers['set-cookie'] = result.cookies;
  const body = result.body
    ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8')
    : Buffer.alloc(0);
  headers['content-length'] = String(body.length);
  response.writeHead(result.statusCode ?? 200, headers).end(body);
};
