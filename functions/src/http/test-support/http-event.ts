import type { Context } from 'aws-lambda';
import type { HttpEvent } from '../http-types';

/** An API Gateway v2 event for unit tests of routes. */
export const httpEvent = (overrides: Partial<HttpEvent> & { routeKey: string }): HttpEvent => ({
  version: '2.0',
  rawPath: overrides.routeKey.split(' ')[1] ?? '/',
  rawQueryString: '',
  headers: {},
  isBase64Encoded: false,
  requestContext: {
    accountId: 'test',
    apiId: 'test',
    domainName: 'localhost',
    domainPrefix: 'localhost',
    http: {
      method: overrides.routeKey.split(' ')[0] ?? 'GET',
      path: '/',
      protocol: 'HTTP/1.1',
      sourceIp: '127.0.0.1',
      userAgent: 'jest',
    },
    requestId: 'request-1',
    routeKey: overrides.routeKey,
    stage: '$default',
    time: '',
    timeEpoch: 0,
  },
  ...overrides,
});

export const lambdaContext = {} as Context;

export const parseBody = (body: string | undefined): Record<string, unknown> =>
  JSON.parse(body ?? '{}') as Record<string, unknown>;
