import { API_BASE, ROUTES, type HttpMethod } from '@redigo/shared/routes';

type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

/**
 * Whether the shared route table has a route: the SPA offers what a server of this build answers (a route still to
 * come, such as an update's redline, shows no button until it is in the table).
 */
export const hasRoute = (method: HttpMethod, route: string): boolean =>
  ROUTES.some((r) => r.method === method && r.path === route);

/**
 * The URL of an API route of the shared route table, with its `{param}` placeholders filled and the query
 * appended (empty values left out). A route missing from the table is a programming error.
 */
export const apiPath = (
  method: HttpMethod,
  route: string,
  params: Record<string, string> = {},
  query: Query = {},
): string => {
  if (!hasRoute(method, route)) {
    throw new Error(`Route not in the shared table: ${method} ${route}`);
  }
  const path = route.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing parameter ${name} for ${route}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
};
