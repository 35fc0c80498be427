/**
 * For tests only: a stand-in for the browser's fetch (jsdom has none) that records each
 * request and answers from `answer`. Widget tests pass it to `createApiClient({ fetchImpl })`.
 */
export interface RecordedRequest {
  url: string;
  init: RequestInit;
  headers: Record<string, string>;
}

export interface FakeAnswer {
  status: number;
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
}

export function fakeFetch(answer: (url: string, init: RequestInit) => FakeAnswer) {
  const calls: RecordedRequest[] = [];
  const fetchImpl = (async (resource: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(resource);
    calls.push({ url, init, headers: { ...(init.headers as Record<string, string>) } });
    const { status, body, raw, headers = {} } = answer(url, init);
    const text = raw ?? (body === undefined ? '' : JSON.stringify(body));
    return {
      ok: status >= 200 && status < 300,
      status,
      headers: new Headers(headers),
      text: async () => text,
    } as unknown as Response;
  }) as typeof fetch;
  return { calls, fetchImpl };
}
