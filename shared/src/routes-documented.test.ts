import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTES } from './routes';

/** The rows of docs/api.md's tables that name a route: `| METHOD /path` (a query string after the path is allowed). */
const documentedRoutes = (): Set<string> => {
  const markdown = readFileSync(join(__dirname, '..', '..', 'docs', 'api.md'), 'utf8');
  const rows = markdown.matchAll(/^\| (GET|POST|PUT|DELETE) (\/[^\s?|]*)/gm);
  return new Set([...rows].map(([, method, path]) => `${method} ${path}`));
};

describe('the HTTP contract in docs/api.md', () => {
  it('documents every route of the route table, with who may call it', () => {
    const documented = documentedRoutes();
    const missing = ROUTES.map((route) => `${route.method} ${route.path}`).filter(
      (key) => !documented.has(key),
    );
    expect(missing).toEqual([]);
  });
});
