import { routesOfArea, type RouteDefinition } from '@redigo/shared/routes';
import { loginAs, type DemoRole, type SignedIn } from '../support/accounts';
import { createCompletedContract, templateIdByName } from '../support/contracts';
import { itChecksRouteAccess, ROLES } from '../support/route-access';
import { startTestStack, type TestStack } from '../support/test-stack';

const ROUTES = routesOfArea('contracts');
const describeRoute = (route: RouteDefinition) => `${route.method} ${route.path}`;

const ODD_IDS = [
  'x'.repeat(3000),
  'count%23by-state%23PAID',
  'questions%23a%231',
  '%00',
  '..%2F..%2Fetc',
  '%E0',
  '%',
  'a%ZZb',
];
const ODD_BODIES = [
  '[]',
  '"risposte"',
  'null',
  '{"answers": {"durata": {"anni": 4}}}',
  '{"type": 123, "status": true, "answers": null, "version": -1}',
  '{"type": {"$ne": ""}, "answers": []}',
  '{"__proto__": {"x": 1}, "constructor": "y"}',
  '{"tipo_locatore": ',
  JSON.stringify({
    type: 'x'.repeat(5000),
    answers: Object.fromEntries([...Array(2000).keys()].map((k) => [`k${k}`, 'v'])),
  }),
];
const ODD_QUERIES = [
  'type=',
  'type=%23',
  `type=${'x'.repeat(3000)}`,
  'page=-1&limit=abc',
  'page=1e9',
  'status=COMPLETED&status=TO_COMPLETE',
  'payed=maybe&userActive=',
  `name=${'%7B'.repeat(150)}`,
  'categoryId=%23',
];

describe('every contracts route, every role, any input', () => {
  let stack: TestStack;
  const signedIn = {} as Record<DemoRole, SignedIn>;
  let contractId: string;

  beforeAll(async () => {
    stack = await startTestStack();
    for (const role of ROLES) signedIn[role] = await loginAs(stack, role);
    const templateId = await templateIdByName(stack, signedIn.user.token, 'Accordo di riservatezza (NDA)');
    contractId = (await createCompletedContract(stack, signedIn.user.token, templateId)).id;
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const call = (
    route: RouteDefinition,
    options: { id?: string; query?: string; body?: string; token?: string },
  ) =>
    stack.api.request(
      route.method,
      `/api${route.path.replace('{id}', options.id ?? contractId)}${options.query ? `?${options.query}` : ''}`,
      undefined,
      {
        token: options.token,
        ...(route.method === 'GET' ? {} : { rawBody: options.body ?? '{}' }),
        headers: { 'content-type': 'application/json' },
      },
    );

  it('covers the whole route table of the area', () => {
    expect(ROUTES.map(describeRoute).sort()).toEqual([
      'DELETE /contract/{id}',
      'GET /contract',
      'GET /contract/download/{id}',
      'GET /contract/preview/{id}',
      'GET /contract/{id}',
      'GET /contract/{id}/redline',
      'POST /contract/questions',
      'POST /contract/{id}/copy',
      'POST /contract/{id}/update',
      'PUT /contract',
      'PUT /contract/{id}',
      'PUT /contract/{id}/name',
      'PUT /contract/{id}/visibility',
    ]);
  });

  describe.each(ROUTES.map((route) => [describeRoute(route), route]))('%s', (_name, route) => {
    itChecksRouteAccess(route, (caller) => call(route, { token: caller?.token }), signedIn);

    it('answers odd ids, bodies and queries with a 4xx and an Italian message, never a 5xx', async () => {
      const token = signedIn[route.audience.includes('user') ? 'user' : 'admin'].token;
      const attempts = [
        ...(route.path.includes('{id}') ? ODD_IDS.map((id) => ({ id })) : []),
        ...(route.method === 'GET' ? [] : ODD_BODIES.map((body) => ({ body }))),
        ...ODD_QUERIES.map((query) => ({ query })),
      ];

      const statuses = await Promise.all(
        attempts.map(async (attempt) => {
          const response = await call(route, { ...attempt, token });
          const italian = response.status < 300 || /[a-zà-ù]{3}/.test(String(response.body?.message));
          return { attempt: JSON.stringify(attempt).slice(0, 80), status: response.status, italian };
        }),
      );

      expect(statuses.filter(({ status, italian }) => status >= 500 || !italian)).toEqual([]);
    });
  });
});
