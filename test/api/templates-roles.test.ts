import { routesOfArea, type RouteDefinition } from '@redigo/shared/routes';
import { loginAs, type DemoRole } from '../support/accounts';
import { createPublishedTemplate } from '../support/templates';
import { startTestStack, type TestStack } from '../support/test-stack';

const ROLES: DemoRole[] = ['admin', 'editor', 'user'];
const ROUTES = [...routesOfArea('categories'), ...routesOfArea('templates')];

describe('categories and templates: every route against every role', () => {
  let stack: TestStack;
  const tokens: Record<DemoRole, string> = { admin: '', editor: '', user: '' };
  let params: Record<string, string>;

  beforeAll(async () => {
    stack = await startTestStack();
    for (const role of ROLES) tokens[role] = (await loginAs(stack, role)).token;
    const template = await createPublishedTemplate(stack, tokens.editor);
    const category = await stack.api.post('/api/category', { name: 'Per i ruoli' }, { token: tokens.admin });
    params = { templateId: template.id, categoryId: category.body.data.id, kind: 'master' };
  });
  afterAll(async () => {
    await stack?.stop();
  });

  /** The route's path with real ids; a harmless body, since only the audience is under test. */
  const call = (route: RouteDefinition, token?: string) => {
    const id = route.area === 'categories' ? params.categoryId : params.templateId;
    const path = route.path.replace('{id}', id ?? '').replace('{kind}', params.kind ?? '');
    return stack.api.request(route.method, `/api${path}`, route.method === 'GET' ? undefined : {}, { token });
  };

  it.each(ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: 401 without a token, 403 for the roles it does not admit, neither nor a 5xx for those it does',
    async (_, route) => {
      expect((await call(route)).status).toBe(401);
      for (const role of ROLES) {
        const { status } = await call(route, tokens[role]);
        const admitted = route.audience.includes(role);
        expect({
          role,
          status: admitted ? status !== 401 && status !== 403 && status < 500 : status,
        }).toEqual({
          role,
          status: admitted ? true : 403,
        });
      }
    },
  );
});
