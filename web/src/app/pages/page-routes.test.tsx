/** @jest-environment jsdom */
import type { RouteObject } from 'react-router-dom';
import { paths, type PageName } from '@redigo/shared/paths';
import { routes } from '../router';

/** The paths the route tree's leaves serve a page at (an index route serves its parent's path). */
const routedPaths = (tree: RouteObject[], parent = ''): string[] =>
  tree.flatMap((route) => {
    if (route.children) return routedPaths(route.children, route.path ?? parent);
    if (route.index) return [parent];
    return route.path && route.path !== '*' ? [route.path] : [];
  });

describe('page routes', () => {
  it('routes every page of the table once', () => {
    const routed = routedPaths(routes);
    for (const page of Object.keys(paths) as PageName[]) {
      expect([page, routed.filter((path) => path === paths[page]).length]).toEqual([page, 1]);
    }
    expect(routed).toHaveLength(Object.keys(paths).length);
  });
});
