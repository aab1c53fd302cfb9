import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import type { AnyObjectSchema, AnySchema, InferType } from 'yup';
import type { PathParams, RouteDefinition } from '@redigo/shared/routes';
import type { Logger } from '../ports/logger';
import type { OriginCheck } from '../ports/origin-check';
import type { AccountRateLimit } from '../security/account-rate-limit';
import type { Authenticator } from '../security/authenticator';
import type { ClientTokens } from '../security/client-tokens';
import type { HttpResponse, LambdaHttpHandler, RouteHandler, RouteRequest } from './http-types';
import { authenticate } from './middlewares/authenticate';
import { checkPathParams } from './middlewares/check-path-params';
import { limitAccount } from './middlewares/limit-account';
import { mapErrors } from './middlewares/map-errors';
import { parseBody, type BodyKind } from './middlewares/parse-body';
import { requireOrigin } from './middlewares/require-origin';
import type { RouteContext } from './middlewares/route-context';
import { validate } from './middlewares/validate';

/** What every route of every area needs from the composition root. */
export interface RouteDependencies {
  authenticator: Authenticator;
  logger: Logger;
  /** On AWS: only requests that came through CloudFront pass (see require-origin.ts). */
  originCheck?: OriginCheck;
  /** Each account's share of the API, taken by every authenticated request (see middlewares/limit-account.ts). */
  accountLimit?: AccountRateLimit;
  /** The clients' tokens, which only the client's routes take (docs/api.md, "The client's data by link"). */
  clientTokens?: ClientTokens;
}

type Inferred<S> = S extends AnySchema ? InferType<S> : Record<string, unknown>;
type InferredQuery<S> = S extends AnyObjectSchema ? InferType<S> : Record<string, string | undefined>;

export interface RouteOptions<
  B extends AnySchema | undefined,
  Q extends AnyObjectSchema | undefined,
  P extends string = string,
> {
  /**
   * The JSON body's schema (the body is always an object): an object schema for named fields, a `mixed` one for a
   * map whose keys are the caller's (POST /contract/questions: the answers so far).
   */
  body?: B;
  query?: Q;
  /** `raw` keeps the bytes unparsed: the Stripe webhook and multipart uploads. */
  bodyKind?: BodyKind;
  /** The largest body taken (413 past it, before it is read): 4 MB unless the route says otherwise. */
  maxBodyBytes?: number;
  /** Headers every answer of the route carries, its errors' included (e.g. `referrer-policy`). */
  headers?: Record<string, string>;
  /** `params` names exactly the route's `{param}`s: API Gateway fills them and `checkPathParams` checks them. */
  handler: RouteHandler<Inferred<B>, InferredQuery<Q>, PathParams<P>>;
}

const toRouteRequest = <TBody, TQuery, TParams>(
  event: RouteContext,
): RouteRequest<TBody, TQuery, TParams> => ({
  body: event.validatedBody as TBody,
  rawBody: event.rawBody ?? Buffer.alloc(0),
  query: event.validatedQuery as TQuery,
  params: (event.pathParameters ?? {}) as TParams,
  headers: event.headers,
  principal: event.principal,
  client: event.client,
  sourceIp: event.requestContext?.http?.sourceIp ?? 'unknown',
  requestId: event.requestContext?.requestId ?? 'unknown',
});

/**
 * The one middy stack every route runs through, in a fixed order: headers normalised, caller
 * authenticated and authorised, the caller's share of the API taken, path parameters checked, body bounded and parsed, body and query validated, handler,
 * errors mapped.
 * Authentication comes before parsing so that an anonymous caller learns nothing about the body's rules.
 */
export const createRoute = <
  B extends AnySchema | undefined = undefined,
  Q extends AnyObjectSchema | undefined = undefined,
  P extends string = string,
>(
  route: RouteDefinition & { path: P },
  dependencies: RouteDependencies,
  options: RouteOptions<B, Q, P>,
): LambdaHttpHandler => {
  const stack = middy<RouteContext, HttpResponse>({ timeoutEarlyInMillis: 0 })
    .use(mapErrors(dependencies.logger))
    .use(httpHeaderNormalizer())
    .use(requireOrigin(dependencies.originCheck))
    .use(authenticate(route, dependencies.authenticator, dependencies.clientTokens))
    .use(limitAccount(dependencies.accountLimit))
    .use(checkPathParams())
    .use(parseBody(options.bodyKind ?? 'json', options.maxBodyBytes))
    .use(validate({ body: options.body, query: options.query }))
    .handler((event) => options.handler(toRouteRequest<Inferred<B>, InferredQuery<Q>, PathParams<P>>(event)));
  const extra = options.headers;
  if (!extra) return (event, context) => stack(event as Parameters<typeof stack>[0], context);
  return async (event, context) => {
    const response = await stack(event as Parameters<typeof stack>[0], context);
    return { ...response, headers: { ...response.headers, ...extra } };
  };
};
