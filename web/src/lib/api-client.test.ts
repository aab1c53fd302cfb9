/** @jest-environment jsdom */
import { apiBlob, apiData, fileNameOf } from './api-client';
import { ApiError } from './api-error';
import { getRefreshToken, getToken, storageKeys } from './storage';

interface Call {
  url: string;
  headers: Record<string, string>;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Response =>
  ({
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers({ 'content-type': 'application/json', ...headers }),
    json: async () => body,
    blob: async () => new Blob([JSON.stringify(body)]),
  }) as Response;

/** A fetch stub: the refresh route answers `refresh`, other routes 401 until the token is `fresh`. */
const stubFetch = (refresh: () => Response): Call[] => {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const url = String(input);
    calls.push({ url, headers });
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (url === '/api/auth/refresh-tokens') return refresh();
    if (headers.Authorization === 'Bearer fresh') return json(200, { data: { url } });
    return json(401, { message: 'Sessione scaduta', code: 'UNAUTHORIZED' });
  }) as typeof fetch;
  return calls;
};

describe('api client', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(storageKeys.token, 'stale');
    localStorage.setItem(storageKeys.refreshToken, 'refresh-1');
  });

  it('refreshes once for concurrent 401s and retries every request with the new token', async () => {
    // Prepare
    const calls = stubFetch(() => json(200, {}, { authorization: 'fresh', refresh: 'refresh-2' }));

    // Act
    const results = await Promise.all([
      apiData<{ url: string }>({ method: 'GET', route: '/category' }),
      apiData<{ url: string }>({ method: 'GET', route: '/template' }),
      apiData<{ url: string }>({ method: 'GET', route: '/contract' }),
    ]);

    // Assess
    const refreshCalls = calls.filter((c) => c.url === '/api/auth/refresh-tokens');
    expect(refreshCalls).toHaveLength(1);
    expect(refreshCalls[0]?.headers.Refresh).toBe('refresh-1');
    expect(results.map((r) => r.url)).toEqual(['/api/category', '/api/template', '/api/contract']);
    expect(calls.filter((c) => c.headers.Authorization === 'Bearer fresh')).toHaveLength(3);
    expect(getToken()).toBe('fresh');
    expect(getRefreshToken()).toBe('refresh-2');
  });

  it('removes both tokens when the refresh fails with an auth error', async () => {
    // Prepare
    const calls = stubFetch(() => json(401, { message: 'Sessione non valida', code: 'UNAUTHORIZED' }));

    // Act
    const outcomes = await Promise.allSettled([
      apiData({ method: 'GET', route: '/category' }),
      apiData({ method: 'GET', route: '/template' }),
    ]);

    // Assess
    expect(calls.filter((c) => c.url === '/api/auth/refresh-tokens')).toHaveLength(1);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
    const reason = (outcomes[0] as PromiseRejectedResult).reason as ApiError;
    expect(reason).toBeInstanceOf(ApiError);
    expect(reason.status).toBe(401);
    expect(getToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
  });

  it('keeps the tokens when the refresh fails for another reason', async () => {
    // Prepare
    stubFetch(() => json(500, { message: 'Errore', code: 'INTERNAL' }));

    // Act
    await expect(apiData({ method: 'GET', route: '/category' })).rejects.toBeInstanceOf(ApiError);

    // Assess
    expect(getToken()).toBe('stale');
    expect(getRefreshToken()).toBe('refresh-1');
  });

  it('forgets a refused token when there is no refresh token', async () => {
    // Prepare
    localStorage.removeItem(storageKeys.refreshToken);
    const calls = stubFetch(() => json(200, {}, { authorization: 'fresh' }));

    // Act
    await expect(apiData({ method: 'GET', route: '/category' })).rejects.toMatchObject({ status: 401 });

    // Assess
    expect(calls).toHaveLength(1);
    expect(getToken()).toBeNull();
  });

  it('sends no token and attempts no refresh for requests without auth', async () => {
    // Prepare
    const calls = stubFetch(() => json(200, {}, { authorization: 'fresh' }));

    // Act
    const failure = apiData({ method: 'POST', route: '/auth/login', body: {}, auth: false });

    // Assess
    await expect(failure).rejects.toMatchObject({
      status: 401,
      message: 'Sessione scaduta',
      code: 'UNAUTHORIZED',
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.Authorization).toBeUndefined();
  });

  it('downloads a file with the name of its content-disposition', async () => {
    // Prepare
    localStorage.setItem(storageKeys.token, 'fresh');
    global.fetch = jest.fn(async () => ({
      ...json(200, {}),
      headers: new Headers({ 'content-disposition': 'attachment; filename="Contratto di locazione.docx"' }),
      blob: async () => new Blob(['docx']),
    })) as unknown as typeof fetch;

    // Act
    const file = await apiBlob({ method: 'GET', route: '/contract/download/{id}', params: { id: 'c-1' } });

    // Assess
    expect(file.fileName).toBe('Contratto di locazione.docx');
    expect((global.fetch as jest.Mock).mock.calls[0][0]).toBe('/api/contract/download/c-1');
  });

  it('sends a FormData as it is, leaving its content type to the browser', async () => {
    // Prepare
    localStorage.setItem(storageKeys.token, 'fresh');
    const calls: RequestInit[] = [];
    global.fetch = jest.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(init ?? {});
      return json(200, { data: { file_name: 'm.docx' } });
    }) as typeof fetch;
    const form = new FormData();
    form.append('questions', '[]');

    // Act
    const data = await apiData<{ file_name: string }>({
      method: 'POST',
      route: '/template/upload-master',
      body: form,
    });

    // Assess
    expect(data.file_name).toBe('m.docx');
    expect(calls[0]?.body).toBe(form);
    expect(calls[0]?.headers).toEqual({ Authorization: 'Bearer fresh' });
  });

  it('reads the RFC 5987 file name first', () => {
    expect(fileNameOf(`attachment; filename="a.docx"; filename*=UTF-8''Atto%20%C3%A8.docx`)).toBe(
      'Atto è.docx',
    );
    expect(fileNameOf(null)).toBeNull();
  });
});
