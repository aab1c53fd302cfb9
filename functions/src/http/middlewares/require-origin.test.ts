import type { RouteDefinition } from '@redigo/shared/routes';
import { httpMessages } from '@redigo/shared/messages/http';
import { createOriginCheck, ORIGIN_SECRET_CACHE_MS } from '../../security/origin-check';
import type { Logger } from '../../ports/logger';
import { createRoute } from '../create-route';
import { ok } from '../responses';
import { httpEvent, lambdaContext, parseBody } from '../test-support/http-event';

const logger: Logger = { log: () => undefined, child: () => logger };
const publicRoute: RouteDefinition = {
  method: 'POST',
  path: '/auth/login',
  area: 'auth',
  audience: ['public'],
};

describe('only CloudFront reaches the API', () => {
  let clock = 0;
  let secret = { current: 'new-value', previous: 'old-value' };
  const readValues = jest.fn(async () => secret);
  const originCheck = createOriginCheck(readValues, () => clock);
  const handler = jest.fn(async () => ok({ passed: true }));
  const route = createRoute(
    publicRoute,
    { authenticator: { authenticate: async () => undefined }, logger, originCheck },
    { handler },
  );
  const call = (headers: Record<string, string>) =>
    route(httpEvent({ routeKey: 'POST /api/auth/login', body: '{}', headers }), lambdaContext);

  beforeEach(() => {
    handler.mockClear();
    readValues.mockClear();
  });

  it('refuses a request without the header or with a wrong value, before the handler', async () => {
    const refused: Record<string, string>[] = [
      {},
      { 'X-Redigo-Origin': 'guess' },
      { 'X-Redigo-Origin': 'new-valu' },
    ];
    for (const headers of refused) {
      const response = await call(headers);
      expect(response.statusCode).toBe(403);
      expect(parseBody(response.body).message).toBe(httpMessages.originRequired);
    }
    expect(handler).not.toHaveBeenCalled();
  });

  it('accepts the current and the previous value, so a rotation refuses nobody', async () => {
    expect((await call({ 'X-Redigo-Origin': 'new-value' })).statusCode).toBe(200);
    expect((await call({ 'x-redigo-origin': 'old-value' })).statusCode).toBe(200);
  });

  it('reads the secret again once its values are older than the cache time', async () => {
    clock += ORIGIN_SECRET_CACHE_MS + 1;
    await call({ 'X-Redigo-Origin': 'new-value' });
    secret = { current: 'newest', previous: 'new-value' };
    expect((await call({ 'X-Redigo-Origin': 'newest' })).statusCode).toBe(403);
    clock += ORIGIN_SECRET_CACHE_MS + 1;
    expect((await call({ 'X-Redigo-Origin': 'newest' })).statusCode).toBe(200);
    expect((await call({ 'X-Redigo-Origin': 'old-value' })).statusCode).toBe(403);
    expect(readValues).toHaveBeenCalledTimes(2);
  });

  it('lets every request through when no check is configured (local mode)', async () => {
    const local = createRoute(
      publicRoute,
      { authenticator: { authenticate: async () => undefined }, logger },
      { handler },
    );
    const response = await local(httpEvent({ routeKey: 'POST /api/auth/login', body: '{}' }), lambdaContext);
    expect(response.statusCode).toBe(200);
  });
});
