import { API_BASE, ROUTES, type RouteDefinition } from './routes';
import { safeDecodeURIComponent } from './text';

export interface RouteMatch {
  route: RouteDefinition;
  pathParameters: Record<string, string>;
}

interface CompiledRoute {
  route: RouteDefinition;
  segments: string[];
  staticCount: number;
}

const splitPath = (path: string): string[] => path.split('/').filter((s) => s.length > 0);
const isParameter = (segment: string): boolean => segment.startsWith('{') && segment.endsWith('}');

const compiled: CompiledRoute[] = ROUTES.map((route) => {
  const segments = splitPath(`${API_BASE}${route.path}`);
  return { route, segments, staticCount: segments.filter((s) => !isParameter(s)).length };
}).sort((a, b) => b.staticCount - a.staticCount);

/**
 * A path parameter as the handler sees it: percent-decoded, or as it came when its encoding is malformed
 * (`%E0`), so that the route answers it like any unknown id (4xx) instead of the decoder throwing.
 */
const decodeSegment = (segment: string): string => safeDecodeURIComponent(segment) ?? segment;

const matchSegments = (pattern: string[], actual: string[]): Record<string, string> | undefined => {
  if (pattern.length !== actual.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i += 1) {
    const expected = pattern[i] as string;
    const given = actual[i] as string;
    if (isParameter(expected)) params[expected.slice(1, -1)] = decodeSegment(given);
    else if (expected !== given) return undefined;
  }
  return params;
};

/**
 * Finds the route for a request path (with the `/api` prefix), preferring static segments over
 * parameters the way API Gateway does. A trailing slash is ignored.
 */
export const matchRoute = (method: string, path: string): RouteMatch | undefined => {
  const actual = splitPath(path);
  for (const candidate of compiled) {
    if (candidate.route.method !== method) continue;
    const params = matchSegments(candidate.segments, actual);
    if (params) return { route: candidate.route, pathParameters: params };
  }
  return undefined;
};

/** Whether a path exists in the table with another method (for a 405 instead of a 404). */
export const pathExists = (path: string): boolean =>
  compiled.some((candidate) => matchSegments(candidate.segments, splitPath(path)) !== undefined);
