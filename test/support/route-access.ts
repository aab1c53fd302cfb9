import type { RouteDefinition } from '@redigo/shared/routes';
import type { DemoRole, SignedIn } from './accounts';
import type { ApiResponse } from './api-client';

/** The demo roles, in the order the access suites sign them in. */
export const ROLES: DemoRole[] = ['user', 'editor', 'admin'];

/**
 * The access checks every private route must pass, declared inside a `describe` of that route: 401 without a
 * token, and for each demo role 403 exactly when the route table does not admit it (never a 5xx). `call` sends
 * the route's request as `caller` (from `signedIn`, filled by the suite's beforeAll), or with no token when `caller` is undefined.
 */
export const itChecksRouteAccess = (
  route: RouteDefinition,
  call: (caller?: SignedIn) => Promise<ApiResponse<unknown>>,
  signedIn: Record<DemoRole, SignedIn>,
): void => {
  it('answers 401 without a token, whatever the body', async () => {
    const response = await call();

    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: expect.any(String), code: 'UNAUTHORIZED' });
  });

  it.each(ROLES)('lets %s in only if the table admits that role', async (role) => {
    const response = await call(signedIn[role]);

    if (route.audience.includes(role)) expect([401, 403]).not.toContain(response.status);
    else expect(response.status).toBe(403);
    expect(response.status).toBeLessThan(500);
  });
};
