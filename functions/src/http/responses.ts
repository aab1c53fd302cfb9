import type { ErrorCode } from '@redigo/shared/errors';
import type { HttpResponse } from './http-types';

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

/** A JSON answer `{ data }`. */
export const json = (
  statusCode: number,
  data: unknown,
  headers: Record<string, string> = {},
): HttpResponse => ({
  statusCode,
  headers: { ...JSON_HEADERS, ...headers },
  body: JSON.stringify({ data }),
});

export const ok = (data: unknown, headers?: Record<string, string>): HttpResponse => json(200, data, headers);
export const created = (data: unknown): HttpResponse => json(201, data);
export const noContent = (): HttpResponse => ({ statusCode: 204, headers: { 'cache-control': 'no-store' } });

/** An error body `{ message, code, errors? }`. */
export const errorBody = (
  statusCode: number,
  body: { message: string; code: string; errors?: string[] },
  headers: Record<string, string> = {},
): HttpResponse => ({ statusCode, headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(body) });

/**
 * 202: the request is taken and its result is not ready yet; `{ message, code }` tells a person so, and
 * `Retry-After` when to ask again.
 */
export const accepted = (
  body: { message: string; code: ErrorCode },
  retryAfterSeconds: number,
): HttpResponse => errorBody(202, body, { 'retry-after': String(retryAfterSeconds) });

/** Typographic marks a name often has, as their ASCII look-alikes for the fallback name. */
const ASCII_LOOK_ALIKES: Record<string, string> = {
  '’': "'",
  '‘': "'",
  '“': "'",
  '”': "'",
  '–': '-',
  '—': '-',
};

/** RFC 5987's value characters: encodeURIComponent leaves `'()*` as they are, which the RFC does not allow. */
const rfc5987 = (text: string): string =>
  encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * RFC 6266 filename parameters: the UTF-8 name (`filename*`, RFC 5987), which browsers use, and an ASCII fallback
 * for older clients (accents dropped, typographic quotes and dashes as their ASCII look-alikes).
 */
export const contentDisposition = (fileName: string): string => {
  const ascii = fileName
    .replace(/[’‘“”–—]/g, (mark) => ASCII_LOOK_ALIKES[mark] ?? '')
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '')
    .replace(/ {2,}/g, ' ')
    .trim();
  // A name of other scripts only (Cyrillic, Greek) leaves its extension alone: then the fallback is «documento».
  const fallback =
    /^[^.]*[A-Za-z0-9][^.]*\./.test(ascii) || !ascii.includes('.') ? ascii : `documento${ascii}`;
  return `attachment; filename="${fallback || 'documento'}"; filename*=UTF-8''${rfc5987(fileName)}`;
};

/** A file download, base64-encoded as API Gateway expects binary bodies. */
export const attachment = (body: Buffer, contentType: string, fileName: string): HttpResponse => ({
  statusCode: 200,
  headers: {
    'content-type': contentType,
    'content-disposition': contentDisposition(fileName),
    'cache-control': 'no-store',
    'access-control-expose-headers': 'content-disposition',
  },
  body: body.toString('base64'),
  isBase64Encoded: true,
});

/** Headers that carry new tokens; exposed so a browser client may read them. */
export const tokenHeaders = (accessToken: string, refreshToken: string): Record<string, string> => ({
  authorization: accessToken,
  refresh: refreshToken,
  'access-control-expose-headers': 'authorization, refresh',
});
