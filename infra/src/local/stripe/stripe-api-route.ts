import type { ServerResponse } from 'node:http';
import { safeDecodeURIComponent } from '@redigo/shared/text';
import type { LocalRoute } from '../http/local-server';
import { stripeId } from './checkout-session';
import type { StandInDeps } from './stand-in-deps';

const SESSION_PATH = /^\/v1\/checkout\/sessions\/([^/]+)$/;

const answer = (response: ServerResponse, status: number, body: unknown): void => {
  response
    .writeHead(status, {
      'content-type': 'application/json',
      'cache-control': 'no-cache, no-store',
      'request-id': stripeId('req_', 14),
    })
    .end(JSON.stringify(body, null, 2));
};

/** Stripe's error body: `{ error: { type, message, ... } }`. */
const stripeError = (response: ServerResponse, status: number, error: Record<string, string>): void =>
  answer(response, status, { error: { type: 'invalid_request_error', ...error } });

const maskedKey = (key: string): string => `${key.slice(0, 8)}${'*'.repeat(12)}${key.slice(-4)}`;

/**
 * The part of Stripe's API the app calls, served by the local server at `/v1/...` so that the official `stripe`
 * library (pointed here by its host, port and protocol) talks to it: the secret key checked like Stripe does,
 * `GET /v1/checkout/sessions/<id>` answered from the stand-in's sessions, anything else Stripe's 404.
 */
export const stripeApiRoute = (deps: StandInDeps): LocalRoute => ({
  matches: (pathname) => pathname.startsWith('/v1/'),
  async handle(request, response) {
    const { stripeSecretKey } = await deps.secrets.get();
    const key = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1]?.trim();
    if (!key) {
      stripeError(response, 401, {
        message:
          "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
      });
      return;
    }
    if (key !== stripeSecretKey) {
      stripeError(response, 401, { message: `Invalid API Key provided: ${maskedKey(key)}` });
      return;
    }
    const pathname = new URL(request.url ?? '/', 'http://stripe.local').pathname;
    const sessionId = SESSION_PATH.exec(pathname)?.[1];
    if (request.method !== 'GET' || sessionId === undefined) {
      stripeError(response, 404, {
        message: `Unrecognized request URL (${request.method}: ${pathname}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
      });
      return;
    }
    // A malformed percent-encoding names no session: Stripe's 404 below, with the id as sent.
    const id = safeDecodeURIComponent(sessionId) ?? sessionId;
    const session = await deps.sessions.find(id);
    if (!session) {
      stripeError(response, 404, {
        code: 'resource_missing',
        doc_url: 'https://stripe.com/docs/error-codes/resource-missing',
        message: `No such checkout.session: '${id}'`,
        param: 'session',
      });
      return;
    }
    answer(response, 200, session);
  },
});
