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
  'contacts',
  'client-links',
  'studios',
] as const;
export type Area = (typeof AREAS)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteDefinition<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  A extends Area = Area,
> {
  method: M;
  /** Path below the API base, with `{param}` placeholders as API Gateway writes them. */
  path: P;
  area: A;
  /** Who may call it; `public` means no token is required. */
  audience: readonly Audience[];
}

/** Every API path starts with this prefix, on AWS (CloudFront routes `/api/*`) and locally. */
export const API_BASE = '/api';

/** Keeps method, path and area literal, so that route keys and path parameters are types too. */
const route = <M extends HttpMethod, P extends string, A extends Area>(
  method: M,
  path: P,
  area: A,
  audience: readonly Audience[],
): RouteDefinition<M, P, A> => ({
  method,
  path,
  area,
  audience,
});

const PUBLIC = ['public'] as const;
const ADMIN = ['admin'] as const;
const USER = ['user'] as const;
const USER_OR_ADMIN = ['user', 'admin'] as const;
const CLIENT = ['client'] as const;

/** The single route table: the CDK stack, the local server, the Lambda routers and the SPA client read it. */
export const ROUTES = [
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
  // The published versions and their notes: staff, and users for a PUBLISHED template (404 otherwise).
  route('GET', '/template/{id}/versions', 'templates', SIGNED_IN),
  route('GET', '/template/{id}/compare', 'templates', STAFF),

  route('POST', '/contract/questions', 'contracts', SIGNED_IN),
  route('PUT', '/contract', 'contracts', USER),
  route('PUT', '/contract/{id}', 'contracts', USER),
  route('PUT', '/contract/{id}/name', 'contracts', USER),
  route('DELETE', '/contract/{id}', 'contracts', USER),
  // «Nuovo da questo» admits every role, so that anyone but the contract's owner, staff included, gets the same 404.
  route('POST', '/contract/{id}/copy', 'contracts', SIGNED_IN),
  // The update onto the template's published version: the owner's alone, anyone else (staff included) 404, as copy.
  route('POST', '/contract/{id}/update', 'contracts', SIGNED_IN),
  route('GET', '/contract', 'contracts', USER_OR_ADMIN),
  route('GET', '/contract/{id}', 'contracts', USER_OR_ADMIN),
  route('GET', '/contract/preview/{id}', 'contracts', USER_OR_ADMIN),
  route('GET', '/contract/download/{id}', 'contracts', USER_OR_ADMIN),
  route('GET', '/contract/{id}/redline', 'contracts', USER_OR_ADMIN),

  route('POST', '/payment', 'payments', USER),
  route('GET', '/payment/{id}', 'payments', USER_OR_ADMIN),
  // A free update paid at 0 € in one transaction: the payments area records it as any purchase, without Stripe.
  route('POST', '/contract/{id}/claim-update', 'payments', SIGNED_IN),

  route('POST', '/stripe/webhook', 'stripe-webhook', PUBLIC),

  route('GET', '/user/{id}/billing', 'invoices', SIGNED_IN),
  route('PUT', '/user/{id}/billing', 'invoices', USER),
  route('GET', '/invoice', 'invoices', ADMIN),
  route('GET', '/invoice/export', 'invoices', ADMIN),
  route('GET', '/invoice/{id}/xml', 'invoices', USER_OR_ADMIN),
  route('GET', '/invoice/{id}/pdf', 'invoices', USER_OR_ADMIN),
  // The studio's invoices for its titolare (docs/api.md, "The studio"): the list and a month's XML in a .zip.
  route('GET', '/studio/invoices', 'invoices', USER),
  route('GET', '/studio/invoices/zip', 'invoices', USER),

  // A lawyer's own address book. A contact's routes admit every role, so that anyone but its owner, staff
  // included, gets the same 404 (docs/api.md, "Address book"): the use cases look only among the caller's own.
  route('GET', '/contact', 'contacts', USER),
  route('POST', '/contact', 'contacts', USER),
  route('GET', '/contact/{id}', 'contacts', SIGNED_IN),
  route('PUT', '/contact/{id}', 'contacts', SIGNED_IN),
  route('DELETE', '/contact/{id}', 'contacts', SIGNED_IN),

  // The client's data by link (docs/api.md): the lawyer's side, the client's (a client token, no account), and the
  // lawyer's privacy notice the client reads (every role admitted, so that anyone but the lawyer gets the same 404).
  route('POST', '/contract/{id}/client-link', 'client-links', USER),
  route('GET', '/contract/{id}/client-link', 'client-links', USER),
  route('DELETE', '/contract/{id}/client-link', 'client-links', USER),
  route('POST', '/contract/{id}/client-link/review', 'client-links', USER),
  route('GET', '/contract/{id}/client-link/questions', 'client-links', USER),
  route('POST', '/client/preview', 'client-links', PUBLIC),
  route('POST', '/client/open', 'client-links', PUBLIC),
  route('POST', '/client/verify', 'client-links', PUBLIC),
  route('GET', '/client/form', 'client-links', CLIENT),
  route('PUT', '/client/form', 'client-links', CLIENT),
  route('POST', '/client/submit', 'client-links', CLIENT),
  route('GET', '/user/{id}/privacy-notice', 'client-links', SIGNED_IN),
  route('PUT', '/user/{id}/privacy-notice', 'client-links', SIGNED_IN),

  // The studio (docs/api.md, "The studio: several lawyers, one firm"): its data, invitations and members; the
  // use cases resolve the caller's studio and role from storage at every request.
  route('POST', '/studio', 'studios', USER),
  route('GET', '/studio', 'studios', USER),
  route('PUT', '/studio', 'studios', USER),
  route('POST', '/studio/invitations', 'studios', USER),
  route('GET', '/studio/invitations', 'studios', USER),
  route('DELETE', '/studio/invitations/{id}', 'studios', USER),
  route('POST', '/studio/invitations/accept', 'studios', USER),
  route('PUT', '/studio/members/{userId}', 'studios', USER),
  route('DELETE', '/studio/members/{userId}', 'studios', USER),
  // A contract's visibility: its owner's alone (anyone who cannot see it gets 404, as for every contract route).
  route('PUT', '/contract/{id}/visibility', 'contracts', SIGNED_IN),
] as const satisfies readonly RouteDefinition[];

/** One row of the table, with its method, path and area as literal types. */
export type Route = (typeof ROUTES)[number];

/** API Gateway's route key of a method and path, e.g. `POST /api/auth/login`. */
export type RouteKeyFor<M extends string, P extends string> = `${M} ${typeof API_BASE}${P}`;

/** Every route key of the table: `'POST /api/auth/register' | 'POST /api/auth/verify-email' | ...`. */
export type RouteKey = Route extends infer R
  ? R extends RouteDefinition<infer M, infer P>
    ? RouteKeyFor<M, P>
    : never
  : never;

/** The table's row of a route key. */
export type RouteOf<K extends RouteKey> = Extract<
  Route,
  RouteDefinition & { method: MethodOf<K>; path: PathOf<K> }
>;

type MethodOf<K extends string> = K extends `${infer M} ${string}` ? M : never;
type PathOf<K extends string> = K extends `${string} ${typeof API_BASE}${infer P}` ? P : never;

/** The route keys an area serves: `RouteKeyOf<'categories'>` = `'GET /api/category' | 'POST /api/category' | ...`. */
export type RouteKeyOf<A extends Area> = {
  [K in RouteKey]: RouteOf<K>['area'] extends A ? K : never;
}[RouteKey];

type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;

/** The path parameters of a path or route key: `PathParams<'GET /api/template/{id}/file/{kind}'>` = `{ id: string; kind: string }`. */
export type PathParams<P extends string> = { [Name in ParamNames<P>]: string };

/** API Gateway's route key for a route, e.g. `POST /api/auth/login`. */
export const routeKeyOf = <M extends HttpMethod, P extends string>(
  route: Pick<RouteDefinition<M, P>, 'method' | 'path'>,
): RouteKeyFor<M, P> => `${route.method} ${API_BASE}${route.path}`;

/** The routes an area serves, in the table's order. */
export const routesOfArea = <A extends Area>(area: A): Extract<Route, { area: A }>[] =>
  ROUTES.filter((r): r is Extract<Route, { area: A }> => r.area === area);

export const isPublicRoute = (route: RouteDefinition): boolean => route.audience.includes('public');

/** Whether a route takes a client token (and only that): the client's side of a link (docs/api.md). */
export const isClientRoute = (route: RouteDefinition): boolean => route.audience.includes('client');
