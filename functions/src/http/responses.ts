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

/** RFC 6266 filename parameters: an ASCII fallback and the UTF-8 name. */
export const contentDisposition = (fileName: string): string => {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '');
  return `attachment; filename="${ascii || 'documento.docx'}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
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
