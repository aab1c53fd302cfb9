import { isPublicRoute, routesOfArea, type RouteDefinition } from '@redigo/shared/routes';
import { loginAs, type DemoRole, type SignedIn } from '../support/accounts';
import { itChecksRouteAccess, ROLES } from '../support/route-access';
import { startTestStack, type TestStack } from '../support/test-stack';

// The stack starts in a few seconds and hashes with real scrypt: more than jest's default 5 s.

const ROUTES = [...routesOfArea('auth'), ...routesOfArea('users')];
const describeRoute = (route: RouteDefinition) => `${route.method} ${route.path}`;

describe('every auth and users route against every role', () => {
  let stack: TestStack;
  const signedIn = {} as Record<DemoRole, SignedIn>;

  const call = (route: RouteDefinition, caller?: SignedIn) =>
    stack.api.request(
      route.method,
      `/api${route.path.replace('{id}', caller?.user.id ?? 'someone')}`,
      route.method === 'GET' ? undefined : {},
      { token: caller?.token },
    );

  beforeAll(async () => {
    stack = await startTestStack();
    for (const role of ROLES) signedIn[role] = await loginAs(stack, role);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('covers the whole route table of both areas', () => {
    expect(ROUTES.map(describeRoute)).toEqual(
      expect.arrayContaining([
        'POST /auth/login',
        'POST /auth/change-user-status',
        'GET /user',
        'PUT /user/{id}',
      ]),
    );
    expect(ROUTES).toHaveLength(13);
  });

  describe.each(
    ROUTES.filter((route) => !isPublicRoute(route)).map((route) => [describeRoute(route), route]),
  )('%s', (_name, route) => {
    itChecksRouteAccess(route, (caller) => call(route, caller), signedIn);
  });

  describe.each(ROUTES.filter(isPublicRoute).map((route) => [describeRoute(route), route]))(
    '%s',
    (_name, route) => {
      it('is open to everyone, and a token changes nothing', async () => {
        const anonymous = await call(route);
        for (const role of ROLES) {
          const response = await call(route, signedIn[role]);
          expect(response.status).toBe(anonymous.status);
          expect(response.body).toEqual(anonymous.body);
        }
        expect(anonymous.status).not.toBe(403);
        expect(anonymous.status).toBeLessThan(500);
      });
    },
  );
});
