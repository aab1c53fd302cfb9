import { routeKeyOf, routesOfArea } from '@redigo/shared/routes';
import type { Logger } from '../ports/logger';
import { createAreaRouter, type AreaRoutes } from './area-router';
import { ok } from './responses';
import { httpEvent, lambdaContext, parseBody } from './test-support/http-event';

const logger: Logger = { log: () => undefined, child: () => logger };
const authenticator = { authenticate: async () => undefined };

/** Every auth route answers with its own key. */
const authRoutes = Object.fromEntries(
  routesOfArea('auth').map((route) => [
    routeKeyOf(route),
    () => async () => ok({ routed: routeKeyOf(route) }),
  ]),
) as unknown as AreaRoutes<'auth'>;

describe('createAreaRouter', () => {
  const router = createAreaRouter('auth', { authenticator, logger }, authRoutes);

  it('dispatches on the route key', async () => {
    const response = await router(httpEvent({ routeKey: 'POST /api/auth/login' }), lambdaContext);
    expect(parseBody(response.body).data).toEqual({ routed: 'POST /api/auth/login' });
  });

  it('answers 404 for a route key of another area', async () => {
    const response = await router(httpEvent({ routeKey: 'GET /api/category' }), lambdaContext);
    expect(response.statusCode).toBe(404);
  });

  it('refuses, in the typecheck, a route of the table that is not built', () => {
    const { ['POST /api/auth/register']: _register, ...withoutRegister } = authRoutes;
    // @ts-expect-error every route of the area must be built
    expect(() => createAreaRouter('auth', { authenticator, logger }, withoutRegister)).toThrow(/not built/);
  });

  it('refuses, in the typecheck, a route that is not in the table', () => {
    expect(() =>
      createAreaRouter(
        'auth',
        { authenticator, logger },
        // @ts-expect-error a misspelled route key is no route of the area
        { ...authRoutes, 'GET /api/auth/secret': () => async () => ok(null) },
      ),
    ).toThrow(/not in the table/);
  });

  it('types the path parameters from the route key', () => {
    const routes: Partial<AreaRoutes<'users'>> = {
      'GET /api/user/{id}': (route) => async () => {
        const params: { id: string } = { id: route.path };
        // @ts-expect-error `GET /api/user/{id}` has no `kind` parameter
        return ok(params.kind);
      },
    };
    expect(Object.keys(routes)).toEqual(['GET /api/user/{id}']);
  });
});
