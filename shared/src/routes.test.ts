import { API_BASE, AREAS, ROUTES, routeKeyOf, routesOfArea } from './routes';
import { matchRoute, pathExists } from './route-matching';

describe('route table', () => {
  it('has one entry per method and path', () => {
    const keys = ROUTES.map(routeKeyOf);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives every area at least one route and every route an audience', () => {
    for (const area of AREAS) expect(routesOfArea(area).length).toBeGreaterThan(0);
    for (const route of ROUTES) expect(route.audience.length).toBeGreaterThan(0);
  });

  it.each([
    ['POST', '/api/auth/login', 'POST /api/auth/login', {}],
    ['GET', '/api/user/', 'GET /api/user', {}],
    ['GET', '/api/contract/preview/abc', 'GET /api/contract/preview/{id}', { id: 'abc' }],
    ['GET', '/api/contract/abc', 'GET /api/contract/{id}', { id: 'abc' }],
    ['POST', '/api/template/upload-master', 'POST /api/template/upload-master', {}],
    [
      'GET',
      '/api/template/t1/file/master',
      'GET /api/template/{id}/file/{kind}',
      { id: 't1', kind: 'master' },
    ],
    ['PUT', '/api/contract', 'PUT /api/contract', {}],
  ])('matches %s %s to %s', (method, path, expectedKey, params) => {
    const match = matchRoute(method, path);
    expect(match && routeKeyOf(match.route)).toBe(expectedKey);
    expect(match?.pathParameters).toEqual(params);
  });

  it('finds nothing for unknown paths or methods, but knows the path exists', () => {
    expect(matchRoute('GET', `${API_BASE}/nothing`)).toBeUndefined();
    expect(matchRoute('DELETE', `${API_BASE}/auth/login`)).toBeUndefined();
    expect(pathExists(`${API_BASE}/auth/login`)).toBe(true);
    expect(pathExists(`${API_BASE}/nothing`)).toBe(false);
  });

  it('decodes encoded path parameters', () => {
    expect(matchRoute('GET', '/api/user/a%20b')?.pathParameters).toEqual({ id: 'a b' });
    expect(matchRoute('GET', '/api/contract/%E0')?.pathParameters).toEqual({ id: '%E0' });
    expect(matchRoute('GET', '/api/contract/preview/%')?.pathParameters).toEqual({ id: '%' });
  });
});
