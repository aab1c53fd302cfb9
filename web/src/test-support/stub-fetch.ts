export interface StubbedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  /** The body as sent: a FormData for multipart requests. */
  raw: BodyInit | null | undefined;
}

type Reply = { status: number; body?: unknown; headers?: Record<string, string> };

/** Replaces fetch with a function of the request; records every call. */
export const stubFetch = (reply: (call: StubbedCall) => Reply): StubbedCall[] => {
  const calls: StubbedCall[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: StubbedCall = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      raw: init?.body,
    };
    calls.push(call);
    const { status, body, headers = {} } = reply(call);
    // jsdom has no Response: a minimal one with what the API client reads.
    return {
      ok: status >= 200 && status < 300,
      status,
      headers: new Headers({ 'content-type': 'application/json', ...headers }),
      json: async () => body,
      blob: async () => new Blob([JSON.stringify(body ?? null)]),
    } as Response;
  }) as typeof fetch;
  return calls;
};
