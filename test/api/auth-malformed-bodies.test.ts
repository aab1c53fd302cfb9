import { routesOfArea, type RouteDefinition } from '@redigo/shared/routes';
import { loginAs, type SignedIn } from '../support/accounts';
import { startTestStack, type TestStack } from '../support/test-stack';

// The stack starts in a few seconds and hashes with real scrypt: more than jest's default 5 s.

const FIELDS = [
  'name',
  'surname',
  'pec',
  'password',
  'terms_acceptance',
  'privacy',
  'terms_art_9_10',
  'newsletter',
  'userId',
  'status',
  'role',
  'refreshToken',
];
const HUGE = 'x'.repeat(200_000);
const withEvery = (value: unknown) =>
  JSON.stringify(Object.fromEntries(FIELDS.map((field) => [field, value])));

/** Bodies no route should ever answer with a 5xx. */
const BAD_BODIES: [string, string][] = [
  ['text that is not JSON', 'not json at all'],
  ['truncated JSON', '{"pec": "a@pec.it", "password":'],
  ['an empty array', '[]'],
  ['an array of objects', '[{"pec":"a@pec.it","password":"Segreta!123"}]'],
  ['a string', '"pec"'],
  ['a number', '42'],
  ['null', 'null'],
  ['true', 'true'],
  ['an empty object (every field missing)', '{}'],
  ['objects in every field', withEvery({ $ne: null })],
  ['arrays in every field', withEvery(['a@pec.it', 'b@pec.it'])],
  ['numbers in every field', withEvery(12345)],
  ['null in every field', withEvery(null)],
  ['empty strings in every field', withEvery('')],
  ['huge strings in every field', withEvery(HUGE)],
  [
    'a prototype pollution attempt',
    '{"__proto__":{"role":"admin"},"constructor":{"prototype":{"role":"admin"}}}',
  ],
  ['deeply nested arrays', `${'['.repeat(5000)}${']'.repeat(5000)}`],
  ['invalid UTF-8 and control characters', '{"pec":"\u0000\ud800@pec.it","password":"\u0007"}'],
];

const BAD_QUERIES = [
  '?token=',
  `?token=${'t'.repeat(5000)}`,
  '?token=a&token=b',
  '?token=%00%ff',
  '?page=-1&limit=x',
];

describe('malformed requests on every auth and users route', () => {
  let stack: TestStack;
  const signedIn = {} as Record<'admin' | 'user', SignedIn>;

  /** The caller the route admits, so the body is what gets judged. */
  const callerFor = (route: RouteDefinition): SignedIn | undefined =>
    route.audience.includes('public')
      ? undefined
      : route.audience.includes('admin')
        ? signedIn.admin
        : signedIn.user;
  const pathOf = (route: RouteDefinition, caller?: SignedIn) =>
    `/api${route.path.replace('{id}', caller?.user.id ?? 'x')}`;

  beforeAll(async () => {
    stack = await startTestStack();
    signedIn.admin = await loginAs(stack, 'admin');
    signedIn.user = await loginAs(stack, 'user');
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const routes = [...routesOfArea('auth'), ...routesOfArea('users')];

  describe.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s',
    (_name, route) => {
      it.each(BAD_BODIES)(
        'answers %s with a 4xx and an Italian message, never a 5xx',
        async (_label, rawBody) => {
          // Act
          const caller = callerFor(route);
          const response = await stack.api.request(route.method, pathOf(route, caller), undefined, {
            token: caller?.token,
            rawBody: route.method === 'GET' ? undefined : rawBody,
            headers: { 'content-type': 'application/json' },
          });

          // Assess: a 2xx only where the body is ignored (GET, logout) or every field is optional
          expect(response.status).toBeLessThan(500);
          if (response.status >= 400) {
            expect(response.body).toEqual({
              message: expect.any(String),
              code: expect.any(String),
              ...(response.body.errors ? { errors: expect.any(Array) } : {}),
            });
            expect(response.raw.toString()).not.toContain(HUGE.slice(0, 1000));
          }
        },
      );

      it.each(BAD_QUERIES)('answers the query %s with no 5xx', async (query) => {
        const caller = callerFor(route);
        const response = await stack.api.request(
          route.method,
          `${pathOf(route, caller)}${query}`,
          undefined,
          {
            token: caller?.token,
          },
        );
        expect(response.status).toBeLessThan(500);
      });
    },
  );

  it('refuses every malformed body on the routes that need one', async () => {
    const needingBody = routes.filter(
      (route) => !['GET', 'DELETE'].includes(route.method) && !/logout|refresh|verify/.test(route.path),
    );
    for (const route of needingBody) {
      const caller = callerFor(route);
      for (const [label, rawBody] of BAD_BODIES) {
        const response = await stack.api.request(route.method, pathOf(route, caller), undefined, {
          token: caller?.token,
          rawBody,
          headers: { 'content-type': 'application/json' },
        });
        expect([route.path, label, response.status >= 400 && response.status < 500]).toEqual([
          route.path,
          label,
          true,
        ]);
      }
    }
  });

  it('still works for the accounts it was hammered with', async () => {
    await loginAs(stack, 'admin');
    const own = await stack.api.get(`/api/user/${signedIn.user.user.id}`, { token: signedIn.user.token });
    expect(own.body.data.role).toBe('user');
  });
});
