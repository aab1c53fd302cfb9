export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  /** The parsed JSON body, or undefined when there is none. */
  body: T;
  raw: Buffer;
}

interface RequestOptions {
  token?: string;
  headers?: Record<string, string>;
  /** A raw body (multipart, invalid JSON...) instead of JSON. */
  rawBody?: string | Buffer;
}

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A small HTTP client for API journeys: JSON in, parsed JSON (or bytes) out, never throwing on status. */
export interface ApiClient {
  request<T = Json>(
    method: string,
    path: string,
    body?: unknown,
    options?: RequestOptions,
  ): Promise<ApiResponse<T>>;
  get<T = Json>(path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  post<T = Json>(path: string, body?: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;
  put<T = Json>(path: string, body?: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;
  delete<T = Json>(path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
}

export const createApiClient = (baseUrl: string): ApiClient => {
  const request = async <T>(
    method: string,
    path: string,
    body?: unknown,
    options: RequestOptions = {},
  ): Promise<ApiResponse<T>> => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let payload: string | Buffer | undefined = options.rawBody;
    if (payload === undefined && body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: typeof payload === 'string' || payload === undefined ? payload : new Uint8Array(payload),
    });
    const raw = Buffer.from(await response.arrayBuffer());
    const isJson = (response.headers.get('content-type') ?? '').includes('json');
    return {
      status: response.status,
      headers: response.headers,
      body: (isJson && raw.length > 0 ? JSON.parse(raw.toString('utf8')) : undefined) as T,
      raw,
    };
  };
  return {
    request,
    get: (path, options) => request('GET', path, undefined, options),
    post: (path, body, options) => request('POST', path, body, options),
    put: (path, body, options) => request('PUT', path, body, options),
    delete: (path, options) => request('DELETE', path, undefined, options),
  };
};
