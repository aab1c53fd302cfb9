import type { MiddlewareObj } from '@middy/core';
import { httpMessages } from '@redigo/shared/messages/http';
import { BadRequestError, PayloadTooLargeError } from '../../errors/app-errors';
import type { RouteContext } from './route-context';

export type BodyKind = 'json' | 'raw';

/** The largest body a route takes unless it says otherwise (docs/api.md, "Limits"): parsing more holds the server. */
export const MAX_BODY_BYTES = 4 * 1024 * 1024;

const isPlainObject = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The body's size in bytes, counted without decoding it (base64 takes 4 characters for 3 bytes). */
const sizeOf = (body: string, base64: boolean): number =>
  base64 ? Math.floor((body.length * 3) / 4) : Buffer.byteLength(body, 'utf8');

/**
 * Refuses a body over `maxBytes` (413) before reading it, then decodes it (base64 when binary) and, for JSON
 * routes, parses it; an empty body is `{}`.
 */
export const parseBody = (kind: BodyKind, maxBytes = MAX_BODY_BYTES): MiddlewareObj<RouteContext> => ({
  before: ({ event }) => {
    if (sizeOf(event.body ?? '', event.isBase64Encoded === true) > maxBytes) {
      throw new PayloadTooLargeError(httpMessages.bodyTooLarge(maxBytes / (1024 * 1024)));
    }
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
