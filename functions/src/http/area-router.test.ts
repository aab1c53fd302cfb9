import type { Logger } from '../ports/logger';
import { createAreaRouter } from './area-router';
import { ok } from './responses';
import { httpEvent, lambdaContext, parseBody } from './test-support/http-event';

const logger: Logger = { log: () => undefined, child: () => logger };
const authenticator = { authenticate: async () => undefined };

describe('createAreaRouter', () => {
  const router = createAreaRouter(
    'auth',
    { authenticator, logger },
    {
      'POST /api/auth/login': () => async () => ok({ routed: 'login' }),
    },
  );

  it('dispatches on the route key', async () => {
    const response = await router(httpEvent({ routeKey: 'POST /api/auth/login' }), lambdaContext);
    expect(parseBody(response.body).data).toEqual({ routed: 'login' });
  });

  it('answers 501 for a route of the table that is not built yet', async () => {
    const response = await router(httpEvent({ routeKey: 'POST /api/auth/register' }), lambdaContext);
    expect(response.statusCode).toBe(501);
    expect(parseBody(response.body).code).toBe('NOT_IMPLEMENTED');
  });

  it('answers 404 for a route key of another area', async () => {
    const response = await router(httpEvent({ routeKey: 'GET /api/category' }), lambdaContext);
    expect(response.statusCode).toBe(404);
  });

  it('refuses to build with a route that is not in the table', () => {
    expect(() =>
      createAreaRouter(
        'auth',
        { authenticator, logger },
        { 'GET /api/auth/secret': () => async () => ok(null) },
      ),
    ).toThrow(/not in the table/);
  });
});
