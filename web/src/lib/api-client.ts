import { httpMessages } from '@redigo/shared/messages/http';
import { isApiErrorBody } from '@redigo/shared/errors';
import type { HttpMethod } from '@redigo/shared/routes';
import { ApiError, networkErrorMessage } from './api-error';
import { apiPath, type Query } from './api-path';
import { getRefreshToken, getToken, removeTokens, setTokens } from './storage';

export interface ApiRequest {
  method: HttpMethod;
  /** A path of the shared route table, e.g. `/contract/{id}`. */
  route: string;
  params?: Record<string, string>;
  query?: Query;
  /** Sent as JSON; a FormData is sent as multipart (the browser sets its boundary). */
  body?: unknown;
  headers?: Record<string, string>;
  /** false: no bearer token and no refresh on a 401 (login, register and the like). Default true. */
  auth?: boolean;
}

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
  status: number;
}

const bearer = (value: string): string => value.replace(/^Bearer\s+/i, '');

const safeFetch = async (url: string, init: RequestInit): Promise<Response> => {
  try {
    return await fetch(url, init);
  } catch {
    throw new ApiError(networkErrorMessage, 0, 'NETWORK');
  }
};

const refreshTokens = async (): Promise<boolean> => {
  const refreshToken = getRefreshToken();
  if (!refreshToken) return false;
  let response: Response;
  try {
    response = await fetch(apiPath('POST', '/auth/refresh-tokens'), {
      method: 'POST',
      headers: { Refresh: refreshToken },
    });
  } catch {
    return false;
  }
  const token = response.headers.get('authorization');
  if (response.ok && token) {
    setTokens(bearer(token), response.headers.get('refresh'));
    return true;
  }
  if (response.status === 401 || response.status === 403) removeTokens();
  return false;
};

let refreshing: Promise<boolean> | null = null;

/** One refresh at a time: every request that meets a 401 meanwhile waits for the same one. */
const refreshOnce = (): Promise<boolean> => {
  refreshing ??= refreshTokens().finally(() => {
    refreshing = null;
  });
  return refreshing;
};

const toApiError = async (response: Response): Promise<ApiError> => {
  const body: unknown = await response.json().catch(() => undefined);
  if (isApiErrorBody(body)) return new ApiError(body.message, response.status, body.code, body.errors);
  const message = response.status === 401 ? httpMessages.unauthorized : httpMessages.internal;
  return new ApiError(message, response.status, response.status === 401 ? 'UNAUTHORIZED' : 'INTERNAL');
};

/** Sends a request with the stored token, refreshing it once on a 401; throws ApiError on any error answer. */
export const send = async (request: ApiRequest): Promise<Response> => {
  const url = apiPath(request.method, request.route, request.params, request.query);
  const useAuth = request.auth !== false;
  const multipart = request.body instanceof FormData;
  const json = request.body !== undefined && !multipart;
  const attempt = (token: string | null): Promise<Response> =>
    safeFetch(url, {
      method: request.method,
      headers: {
        ...(useAuth && token ? { Authorization: `Bearer ${token}` } : {}),
        ...(json ? { 'Content-Type': 'application/json' } : {}),
        ...request.headers,
      },
      body: multipart ? (request.body as FormData) : json ? JSON.stringify(request.body) : undefined,
    });

  const sentToken = useAuth ? getToken() : null;
  let response = await attempt(sentToken);
  if (response.status === 401 && useAuth && getRefreshToken()) {
    const current = getToken();
    if (current && current !== sentToken) response = await attempt(current);
    else if (await refreshOnce()) response = await attempt(getToken());
  }
  // A token refused with no refresh token left to renew it is worth nothing: forget it (the guard then
  // sends the person to the login).
  if (response.status === 401 && useAuth && sentToken && !getRefreshToken()) removeTokens();
  if (!response.ok) throw await toApiError(response);
  return response;
};

/** A JSON request; resolves with the answer's `data` and headers. */
export const apiRequest = async <T>(request: ApiRequest): Promise<ApiResponse<T>> => {
  const response = await send(request);
  const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
  const body = response.status !== 204 && isJson ? ((await response.json()) as { data: T }) : undefined;
  return { data: body?.data as T, headers: response.headers, status: response.status };
};

/** A JSON request resolving with the answer's `data` only. */
export const apiData = async <T>(request: ApiRequest): Promise<T> => (await apiRequest<T>(request)).data;

/** The file name of a `content-disposition` header, RFC 5987 form first. */
export const fileNameOf = (disposition: string | null): string | null => {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      return extended[1];
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(disposition);
  return plain ? (plain[2] ?? plain[1] ?? '').trim() || null : null;
};

export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/** A file answer (a .docx), with the name the server gave it. */
export const apiBlob = async (request: ApiRequest): Promise<DownloadedFile> => {
  const response = await send(request);
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) };
};
