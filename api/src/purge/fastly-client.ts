import { FASTLY_BATCH_KEYS_MAX } from '@shop/shared/contract/purge';

/** One purge as the CDN is asked for it: the same three kinds the Fastly API has. */
export type CdnPurge = { kind: 'url'; url: string; soft: boolean } | { kind: 'keys'; keys: readonly string[]; soft: boolean } | { kind: 'all' };

/** One HTTP call to the Fastly API, as sent (the stand-in keeps these to show what would have gone out). */
export interface FastlyCall {
  method: 'POST';
  path: string;
  headers: Record<string, string>;
  body: string | undefined;
}

export type CdnPurgeResult =
  | { ok: true; calls: number }
  | { ok: false; calls: number; kind: 'rejected'; status: number; message: string }
  | { ok: false; calls: number; kind: 'rate_limited'; retryAfterSeconds: number }
  | { ok: false; calls: number; kind: 'unreachable'; message: string };

/** The CDN side of a purge: Fastly itself, or the local stand-in behind the same interface. */
export interface CdnPurger {
  readonly target: 'fastly' | 'stand-in';
  purge(request: CdnPurge): Promise<CdnPurgeResult>;
}

export interface FastlySettings {
  apiUrl: string;
  token: string;
  serviceId: string;
}

/**
 * The Fastly API calls a purge becomes (https://www.fastly.com/documentation/reference/api/purging/):
 * a URL is `POST /purge/<host and path>`; one key `POST /service/<id>/purge/<key>`; several keys a
 * batch `POST /service/<id>/purge` with a JSON `surrogate_keys` list of at most 256; everything
 * `POST /service/<id>/purge_all`, which Fastly cannot do softly. `Fastly-Soft-Purge: 1` marks
 * content stale instead of dropping it.
 */
export function fastlyCalls(request: CdnPurge, settings: FastlySettings): FastlyCall[] {
  const headers = (soft: boolean, json = false): Record<string, string> => ({
    'Fastly-Key': settings.token,
    Accept: 'application/json',
    ...(soft ? { 'Fastly-Soft-Purge': '1' } : {}),
    ...(json ? { 'Content-Type': 'application/json' } : {}),
  });
  const service = `/service/${encodeURIComponent(settings.serviceId)}`;
  if (request.kind === 'all') return [{ method: 'POST', path: `${service}/purge_all`, headers: headers(false), body: undefined }];
  if (request.kind === 'url') {
    const url = new URL(request.url);
    return [{ method: 'POST', path: `/purge/${url.host}${url.pathname}${url.search}`, headers: headers(request.soft), body: undefined }];
  }
  if (request.keys.length === 1) {
    const [key] = request.keys as [string];
    return [{ method: 'POST', path: `${service}/purge/${encodeURIComponent(key)}`, headers: headers(request.soft), body: undefined }];
  }
  const calls: FastlyCall[] = [];
  for (let start = 0; start < request.keys.length; start += FASTLY_BATCH_KEYS_MAX) {
    const batch = request.keys.slice(start, start + FASTLY_BATCH_KEYS_MAX);
    calls.push({ method: 'POST', path: `${service}/purge`, headers: headers(request.soft, true), body: JSON.stringify({ surrogate_keys: batch }) });
  }
  return calls;
}

/** Fastly answers errors as `{ msg, detail }`; anything else is shown as text. */
async function errorMessage(response: Response): Promise<string> {
  const text = await response.text();
  try {
    const body = JSON.parse(text) as { msg?: unknown; detail?: unknown };
    return [body.msg, body.detail].filter((part) => typeof part === 'string' && part).join(': ') || text;
  } catch {
    return text.slice(0, 500) || response.statusText;
  }
}

/** Fastly's rate-limit reset is an epoch second (Fastly-RateLimit-Reset); Retry-After is seconds. */
function retryAfterSeconds(response: Response, now: number): number {
  const retryAfter = Number(response.headers.get('retry-after'));
  if (Number.isFinite(retryAfter) && retryAfter > 0) return Math.ceil(retryAfter);
  const reset = Number(response.headers.get('fastly-ratelimit-reset'));
  if (Number.isFinite(reset) && reset * 1000 > now) return Math.ceil((reset * 1000 - now) / 1000);
  return 60;
}

/** Sends the calls in order and stops at the first failure, reporting how many went through. */
export function fastlyPurger(settings: FastlySettings, timeoutMs = 10_000): CdnPurger {
  return {
    target: 'fastly',
    purge: async (request) => {
      let calls = 0;
      for (const call of fastlyCalls(request, settings)) {
        let response: Response;
        try {
          response = await fetch(new URL(call.path, settings.apiUrl), {
            method: call.method,
            headers: call.headers,
            ...(call.body === undefined ? {} : { body: call.body }),
            signal: AbortSignal.timeout(timeoutMs),
          });
        } catch (error) {
          return { ok: false, calls, kind: 'unreachable', message: error instanceof Error ? error.message : String(error) };
        }
        if (response.status === 429) {
          await response.body?.cancel();
          return { ok: false, calls, kind: 'rate_limited', retryAfterSeconds: retryAfterSeconds(response, Date.now()) };
        }
        if (!response.ok) return { ok: false, calls, kind: 'rejected', status: response.status, message: await errorMessage(response) };
        await response.body?.cancel();
        calls += 1;
      }
      return { ok: true, calls };
    },
  };
}

/**
 * Without FASTLY_API_TOKEN and FASTLY_SERVICE_ID nothing is sent: the stand-in keeps the calls
 * Fastly would have got (newest last, the last 100), so a development shop and its tests can
 * see exactly what a configured one would send.
 */
export function standInPurger(): CdnPurger & { readonly recorded: FastlyCall[] } {
  const recorded: FastlyCall[] = [];
  const settings: FastlySettings = { apiUrl: 'https://api.fastly.com', token: 'stand-in', serviceId: 'stand-in' };
  return {
    target: 'stand-in',
    recorded,
    purge: async (request) => {
      const calls = fastlyCalls(request, settings);
      recorded.push(...calls);
      recorded.splice(0, Math.max(0, recorded.length - 100));
      return { ok: true, calls: calls.length };
    },
  };
}
