import { API_BASE, ROUTES, type HttpMethod } from '@redigo/shared/routes';

type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

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
  if (!ROUTES.some((r) => r.method === method && r.path === route)) {
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
