import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';

/** The data router builds a Request per navigation, which jsdom lacks; without loaders it reads only these. */
class NavigationRequest {
  readonly method = 'GET';
  readonly url: string;
  readonly signal: AbortSignal | undefined;
  constructor(url: string | URL, init?: { signal?: AbortSignal }) {
    this.url = String(url);
    this.signal = init?.signal;
  }
}

/**
 * Renders routes in a memory data router, as the app runs them (guards, blockers and redirects behave as in
 * the browser); returns the router, to read or change its location.
 */
export const renderDataRouter = (routes: RouteObject[], at: string) => {
  if (typeof globalThis.Request === 'undefined') Object.assign(globalThis, { Request: NavigationRequest });
  const router = createMemoryRouter(routes, { initialEntries: [at] });
  render(<RouterProvider router={router} />);
  return router;
};
