import { routesOfArea, type RouteDefinition } from '@redigo/shared/routes';
import { loginAs, type DemoRole, type SignedIn } from '../support/accounts';
import { createCompletedContract, templateIdByName } from '../support/contracts';
import { payThroughStandIn } from '../support/payments';
import { itChecksRouteAccess, ROLES } from '../support/route-access';
import { startTestStack, type TestStack } from '../support/test-stack';

const ROUTES = routesOfArea('payments');
const describeRoute = (route: RouteDefinition) => `${route.method} ${route.path}`;

const ODD_IDS = [
  'x'.repeat(3000),
  'session%23cs_test_1',
  'contract%23abc',
  '%00',
  '..%2F..%2Fetc',
  '%E0',
  '%',
];
const ODD_BODIES = [
  '[]',
  '"cs_test_1"',
  'null',
  '{"transactionId": 123, "contractId": true, "price": "tanto"}',
  '{"transactionId": {"$ne": ""}, "contractId": []}',
  '{"transactionId": "cs_test_1", "contractId": "x%23y"}',
  `{"transactionId": "cs_${'a'.repeat(5000)}", "contractId": "c"}`,
  '{"__proto__": {"x": 1}, "constructor": "y"}',
  '{"transactionId": ',
];
const ODD_WEBHOOK_BODIES = ['', '[]', 'null', '{"type": "checkout.session.completed"}', 'x'.repeat(100_000)];
const ODD_SIGNATURES = ['', 't=1', 'v1=', `t=${'9'.repeat(40)},v1=abc`, 't=1,v1=abc,v0=def'];

describe('every payments route, every role, any input', () => {
  let stack: TestStack;
  const signedIn = {} as Record<DemoRole, SignedIn>;
  let contractId: string;
  let sessionId: string;

  beforeAll(async () => {
    stack = await startTestStack();
    for (const role of ROLES) signedIn[role] = await loginAs(stack, role);
    const templateId = await templateIdByName(stack, signedIn.user.token, 'Accordo di riservatezza (NDA)');
    contractId = (await createCompletedContract(stack, signedIn.user.token, templateId)).id;
    sessionId = (await payThroughStandIn(stack, signedIn.user.token, contractId)).sessionId ?? '';
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const call = (route: RouteDefinition, options: { id?: string; body?: string; token?: string }) =>
    stack.api.request(
      route.method,
      `/api${route.path.replace('{id}', options.id ?? 'unknown-id')}`,
      undefined,
      {
        token: options.token,
        ...(route.method === 'GET'
          ? {}
          : { rawBody: options.body ?? JSON.stringify({ transactionId: sessionId, contractId }) }),
        headers: { 'content-type': 'application/json' },
      },
    );

  it('covers the whole route table of the area', () => {
    expect(ROUTES.map(describeRoute).sort()).toEqual([
      'GET /payment/{id}',
      'POST /contract/{id}/claim-update',
      'POST /payment',
    ]);
    expect(routesOfArea('stripe-webhook').map(describeRoute)).toEqual(['POST /stripe/webhook']);
  });

  describe.each(ROUTES.map((route) => [describeRoute(route), route]))('%s', (_name, route) => {
    itChecksRouteAccess(route, (caller) => call(route, { token: caller?.token }), signedIn);

    it('answers odd ids and bodies with a 4xx and an Italian message, never a 5xx', async () => {
      const attempts = [
        ...(route.path.includes('{id}') ? ODD_IDS.map((id) => ({ id })) : []),
        ...(route.method === 'GET' ? [] : ODD_BODIES.map((body) => ({ body }))),
      ];

      const statuses = await Promise.all(
        attempts.map(async (attempt) => {
          const response = await call(route, { ...attempt, token: signedIn.user.token });
          const italian = /[a-zà-ù]{3}/.test(String(response.body?.message));
          return { attempt: JSON.stringify(attempt).slice(0, 80), status: response.status, italian };
        }),
      );

      expect(statuses.filter(({ status, italian }) => status < 400 || status >= 500 || !italian)).toEqual([]);
    });
  });

  it('answers the webhook with 400 for any unsigned or oddly signed body, whoever calls', async () => {
    const attempts = [
      ...ODD_WEBHOOK_BODIES.map((body) => ({ body, signature: undefined as string | undefined })),
      ...ODD_SIGNATURES.map((signature) => ({ body: '{}', signature })),
    ];

    const statuses = await Promise.all(
      attempts.map(async ({ body, signature }) => {
        const response = await stack.api.post('/api/stripe/webhook', undefined, {
          token: signedIn.admin.token,
          rawBody: body,
          headers: {
            'content-type': 'application/json',
            ...(signature === undefined ? {} : { 'stripe-signature': signature }),
          },
        });
        return response.status;
      }),
    );

    expect(statuses).toEqual(attempts.map(() => 400));
  });
});
