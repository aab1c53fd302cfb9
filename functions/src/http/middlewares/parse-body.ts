import type { MiddlewareObj } from '@middy/core';
import { httpMessages } from '@redigo/shared/messages/http';
import { BadRequestError } from '../../errors/app-errors';
import type { RouteContext } from './route-context';

export type BodyKind = 'json' | 'raw';

const isPlainObject = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Decodes the body (base64 when binary) and, for JSON routes, parses it; an empty body is `{}`. */
export const parseBody = (kind: BodyKind): MiddlewareObj<RouteContext> => ({
  before: ({ event }) => {
    const raw = Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8');
    event.rawBody = raw;
    if (kind === 'raw') return;
    const text = raw.toString('utf8').trim();
    if (text === '') {
      event.parsedBody = {};
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new BadRequestError(httpMessages.invalidJson, undefined, 'INVALID_JSON');
    }
    if (!isPlainObject(parsed)) throw new BadRequestError(httpMessages.invalidBody);
    event.parsedBody = parsed;
  },
});
