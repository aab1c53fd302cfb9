import { type Audience, SIGNED_IN, STAFF } from './roles';

/** The Lambda that serves a route. One function per area on AWS, one router per area in code. */
export const AREAS = [
  'auth',
  'users',
  'categories',
  'templates',
  'contracts',
  'payments',
  'stripe-webhook',
  'invoices',
] as const;
export type Area = (typeof AREAS)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteDefinition {
  method: HttpMethod;
  /** Path below the API base, with `{param}` placeholders as API Gateway writes them. */
  path: string;
  area: Area;
  /** Who may call it; `public` means no token is required. */
  audience: readonly Audience[];
}

/** Every API path starts with this prefix, on AWS (CloudFront routes `/api/*`) and locally. */
export const API_BASE = '/api';

const route = (
  method: HttpMethod,
  path: string,
  area: Area,
  audience: readonly Audience[],
): RouteDefinition => ({
  method,
  path,
  area,
  audience,
});

const PUBLIC = ['public'] as const;
const ADMIN = ['admin'] as const;
const USER = ['user'] as const;
const USER_OR_ADMIN = ['user', 'admin'] as const;

/** The single route table: the CDK stack, the local server, the Lambda routers and the SPA client read it. */
export const ROUTES: readonly RouteDefinition[] = [
  route('POST', '/auth/register', 'auth', PUBLIC),
  route('POST', '/auth/verify-email', 'auth', PUBLIC),
  route('POST', '/auth/resend-verification', 'auth', PUBLIC),
  route('POST', '/auth/login', 'auth', PUBLIC),
  route('POST', '/auth/refresh-tokens', 'auth', PUBLIC),
  route('POST', '/auth/logout', 'auth', PUBLIC),
  route('POST', '/auth/forgot-password', 'auth', PUBLIC),
  route('POST', '/auth/reset-password', 'auth', PUBLIC),
  route('POST', '/auth/change-user-status', 'auth', ADMIN),

  route('GET', '/user', 'users', ADMIN),
  route('POST', '/user', 'users', ADMIN),
  route('GET', '/user/{id}', 'users', SIGNED_IN),
  route('PUT', '/user/{id}', 'users', SIGNED_IN),

  route('GET', '/category', 'categories', SIGNED_IN),
  route('POST', '/category', 'categories', ADMIN),
  route('PUT', '/category/{id}', 'categories', ADMIN),
  route('DELETE', '/category/{id}', 'categories', ADMIN),

  route('GET', '/template', 'templates', SIGNED_IN),
  route('POST', '/template', 'templates', STAFF),
  route('POST', '/template/upload-master', 'templates', STAFF),
  route('POST', '/template/delete-master', 'templates', STAFF),
  route('POST', '/template/upload-url', 'templates', STAFF),
  route('POST', '/template/upload-complete', 'templates', STAFF),
  route('GET', '/template/{id}', 'templates', SIGNED_IN),
  route('PUT', '/template/{id}', 'templates', STAFF),
  route('DELETE', '/template/{id}', 'templates', STAFF),
  route('PUT', '/template/{id}/status', 'templates', STAFF),
  route('GET', '/template/{id}/file/{kind}', 'templates', STAFF),
  route('PUT', '/template/{id}/download-test', 'templates', STAFF),
  route('POST', '/template/{id}/verify-paths', 'templates', STAFF),

  route('POST', '/contract/questions', 'contracts', SIGNED_IN),
  route('PUT', '/contract', 'contracts', USER),
  route('PUT', '/contract/{id}', 'contracts', USER),
  route('DELETE', '/contract/{id}', 'contracts', USER),
  route('GET', '/contract', 'contracts', USER_OR_ADMIN),
  route('GET', '/contract/{id}', 'contracts', USER_OR_ADMIN),
  route('GET', '/contract/preview/{id}', 'contracts', USER_OR_ADMIN),
  route('GET', '/contract/download/{id}', 'contracts', USER_OR_ADMIN),

  route('POST', '/payment', 'payments', USER),
  route('GET', '/payment/{id}', 'payments', USER_OR_ADMIN),

  route('POST', '/stripe/webhook', 'stripe-webhook', PUBLIC),

  route('GET', '/user/{id}/billing', 'invoices', SIGNED_IN),
  route('PUT', '/user/{id}/billing', 'invoices', USER),
  route('GET', '/invoice', 'invoices', ADMIN),
  route('GET', '/invoice/export', 'invoices', ADMIN),
  route('GET', '/invoice/{id}/xml', 'invoices', USER_OR_ADMIN),
  route('GET', '/invoice/{id}/pdf', 'invoices', USER_OR_ADMIN),
];

/** API Gateway's route key for a route, e.g. `POST /api/auth/login`. */
export const routeKeyOf = (route: Pick<RouteDefinition, 'method' | 'path'>): string =>
  `${route.method} ${API_BASE}${route.path}`;

export const routesOfArea = (area: Area): RouteDefinition[] => ROUTES.filter((r) => r.area === area);

export const isPublicRoute = (route: RouteDefinition): boolean => route.audience.includes('public');
