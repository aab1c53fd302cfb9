import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { ClientPrincipal } from '../security/client-tokens';
import type { Principal } from '../security/principal';

export type HttpEvent = APIGatewayProxyEventV2;
export type HttpResponse = APIGatewayProxyStructuredResultV2;

/** What a route's handler receives: the request parsed, validated and authenticated. */
export interface RouteRequest<
  TBody = unknown,
  TQuery = Record<string, string | undefined>,
  TParams = Record<string, string | undefined>,
> {
  body: TBody;
  /** The body's bytes as sent (webhooks verify signatures over them; uploads parse them). */
  rawBody: Buffer;
  query: TQuery;
  /** The path parameters the route key names (`{id}`), each checked to be there and shaped like an id. */
  params: TParams;
  /** Header names in lower case. */
  headers: Record<string, string | undefined>;
  /** Present on every route whose audience is not public. */
  principal: Principal | undefined;
  /** Present on every client's route (a client token). */
  client: ClientPrincipal | undefined;
  sourceIp: string;
  requestId: string;
}

export type RouteHandler<
  TBody = unknown,
  TQuery = Record<string, string | undefined>,
  TParams = Record<string, string | undefined>,
> = (request: RouteRequest<TBody, TQuery, TParams>) => Promise<HttpResponse>;

/** A Lambda handler behind API Gateway's HTTP API (payload format 2.0). */
export type LambdaHttpHandler = (event: HttpEvent, context: Context) => Promise<HttpResponse>;
