import { randomUUID } from 'node:crypto';
import { ROUTES, type RouteDefinition } from '@redigo/shared/routes';
import { loginAs, type DemoRole, type SignedIn } from '../support/accounts';
import { startTestStack, type TestStack } from '../support/test-stack';

/** Path parameters no id looks like: too long for a database key, encoded, traversing, empty-ish. */
const BAD_PARAMS = [
  'x'.repeat(3000),
  'a'.repeat(129),
  '%E0',
  '%',
  'a%23b',
  '..%2F..%2Fetc',
  '%00',
  'count%23total',
];

/** Bodies of every wrong shape, including keys named after Object.prototype members. */
const JUNK_BODIES = [
  '[]',
  'null',
  '"testo"',
  '42',
  '{"x": ',
  '{"toString": "x"}',
  '{"constructor": "x", "hasOwnProperty": 1}',
  '{"__proto__": {"admin": true}}',
  JSON.stringify({ name: { $ne: '' }, pec: ['a'], password: 1, answers: 'x', status: {}, questions: 'x' }),
  JSON.stringify({ id: 'x'.repeat(3000), userId: 'x'.repeat(3000), contractId: 'x'.repeat(3000) }),
];

const describeRoute = (route: RouteDefinition) => `${route.method} ${route.path}`;

/** The demo role a route admits, most privileged first; none for a public route. */
const callerRole = (route: RouteDefinition): DemoRole | undefined =>
  (['admin', 'editor', 'user'] as const).find((role) => route.audience.includes(role));

describe('every route answers bad ids and junk bodies with a 4xx and an Italian message', () => {
  let stack: TestStack;
  const signedIn = {} as Record<DemoRole, SignedIn>;

  beforeAll(async () => {
    stack = await startTestStack();
    for (const role of ['admin', 'editor', 'user'] as const) signedIn[role] = await loginAs(stack, role);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const send = (route: RouteDefinition, param: string, body?: string) => {
    const role = callerRole(route);
    const path = route.path.replace(/\{[^}]+\}/g, param);
    return stack.api.request(route.method, `/api${path}`, undefined, {
      token: role ? signedIn[role].token : undefined,
      ...(body !== undefined && { rawBody: body }),
      headers: { 'content-type': 'application/json' },
    });
  };

  const problems = async (attempts: { label: string; call: () => ReturnType<typeof send> }[]) =>
    (
      await Promise.all(
        attempts.map(async ({ label, call }) => {
          const response = await call();
          const italian = response.status < 300 || /[a-zà-ù]{3}/i.test(String(response.body?.message ?? ''));
          return response.status >= 500 || !italian ? `${label}: ${response.status}` : null;
        }),
      )
    ).filter(Boolean);

  const withParams = ROUTES.filter((route) => route.path.includes('{'));
  it.each(withParams.map((route) => [describeRoute(route), route] as const))(
    '%s: odd path parameters',
    async (_name, route) => {
      const attempts = BAD_PARAMS.map((param) => ({
        label: param.slice(0, 20),
        call: () => send(route, param, route.method === 'GET' ? undefined : '{}'),
      }));
      expect(await problems(attempts)).toEqual([]);
    },
  );

  const withBodies = ROUTES.filter((route) => route.method !== 'GET');
  it.each(withBodies.map((route) => [describeRoute(route), route] as const))(
    '%s: junk bodies',
    async (_name, route) => {
      const attempts = JUNK_BODIES.map((body) => ({
        label: body.slice(0, 30),
        call: () => send(route, randomUUID(), body),
      }));
      expect(await problems(attempts)).toEqual([]);
    },
  );

  it('refuses upload questions named after Object.prototype members with a 400', async () => {
    for (const key of ['toString', 'constructor', '__proto__', 'hasOwnProperty']) {
      const boundary = 'redigo-boundary';
      const questions = JSON.stringify([{ [key]: 'x' }]);
      const body = `--${boundary}\r\nContent-Disposition: form-data; name="questions"\r\n\r\n${questions}\r\n--${boundary}--\r\n`;
      const response = await stack.api.request('POST', '/api/template/upload-master', undefined, {
        token: signedIn.editor.token,
        rawBody: body,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      expect({ key, status: response.status }).toEqual({ key, status: 400 });
      expect(response.body.message).toMatch(/[a-zà-ù]{3}/);
    }
  });
});
