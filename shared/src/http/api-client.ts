import * as v from 'valibot';
import { authMe } from '../contract/auth';
import type { Locale } from '../contract/common';
import {
  type AnyRoute,
  buildPath,
  ErrorBodySchema,
  FieldErrorsSchema,
  type HttpMethod,
  type RouteInput,
  type RouteInputOptional,
  type RouteResponse,
} from '../contract/route';
import { ApiError } from './api-error';

/** Per call: the route's params, query and body, plus an optional abort signal (TanStack Query passes one). */
export type CallInput<R> = RouteInput<R> & { signal?: AbortSignal };

/** Routes whose every input part is optional may be called with no second argument. */
export type CallArgs<R> = RouteInputOptional<R> extends true ? [input?: CallInput<R>] : [input: CallInput<R>];

export interface ApiResult<T> {
  data: T;
  status: number;
  /** The `Location` header, e.g. where the browser goes after selling a buyout online. */
  location: string | null;
}

export interface ApiClient {
  call<R extends AnyRoute>(route: R, ...args: CallArgs<R>): Promise<RouteResponse<R>>;
  callWithMeta<R extends AnyRoute>(route: R, ...args: CallArgs<R>): Promise<ApiResult<RouteResponse<R>>>;
  /** A server-relative address the API gave (a picture), as the page must load it: on a partner page the API is elsewhere. */
  assetUrl(path: string): string;
}

export interface ApiClientOptions {
  /** Origin (and optional prefix) of the shop's API; '' means the page's own origin. */
  baseUrl?: string;
  /** Read on every call, so a language switch applies to the next request. */
  getLocale: () => Locale;
  fetchImpl?: typeof fetch;
}

const CSRF_COOKIE = 'csrftoken';
const CSRF_HEADER = 'X-CSRFToken';
const SAFE_METHODS: ReadonlySet<HttpMethod> = new Set(['GET']);

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

function queryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * Our `csrftoken` cookie is only ours when the API lives on the page's origin; on a
 * partner page `document.cookie` holds the partner's cookies (possibly its own `csrftoken`).
 */
function readCsrfCookie(baseUrl: string): string | null {
  if (typeof document === 'undefined' || typeof window === 'undefined') return null;
  if (new URL(baseUrl || '/', window.location.href).origin !== window.location.origin) return null;
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === CSRF_COOKIE && rest.length > 0) return decodeURIComponent(rest.join('='));
  }
  return null;
}

async function readBody(response: Response): Promise<{ parsed: true; value: unknown } | { parsed: false }> {
  const text = await response.text();
  if (text === '') return { parsed: true, value: undefined };
  try {
    return { parsed: true, value: JSON.parse(text) };
  } catch {
    return { parsed: false };
  }
}

function errorFromResponse(route: AnyRoute, status: number, body: unknown): ApiError {
  if (status === 400) {
    const fieldErrors = v.safeParse(FieldErrorsSchema, body);
    if (fieldErrors.success) return new ApiError({ route: route.name, status, fieldErrors: fieldErrors.output });
  }
  const detail = v.safeParse(ErrorBodySchema, body);
  return new ApiError({ route: route.name, status, detail: detail.success ? detail.output.detail : null });
}

function hasCsrfToken(value: unknown): value is { csrf_token: string } {
  return typeof value === 'object' && value !== null && typeof (value as { csrf_token?: unknown }).csrf_token === 'string';
}

/**
 * The fetch client every widget uses: calls a contract route by its definition, sends the
 * session cookie, the language and the CSRF token, and checks the answer against the
 * route's response schema.
 */
export function createApiClient({ baseUrl = '', getLocale, fetchImpl }: ApiClientOptions): ApiClient {
  const root = baseUrl.replace(/\/+$/, '');
  const doFetch: typeof fetch = fetchImpl ?? ((resource, init) => globalThis.fetch(resource, init));
  // Cross-origin widgets cannot read our cookie, so they learn the token from auth.me once.
  let tokenFromMe: Promise<string> | null = null;

  async function csrfToken(): Promise<string> {
    const fromCookie = readCsrfCookie(root);
    if (fromCookie) return fromCookie;
    tokenFromMe ??= callWithMeta(authMe).then(
      ({ data }) => data.csrf_token,
      (error: unknown) => {
        tokenFromMe = null;
        throw error;
      },
    );
    return tokenFromMe;
  }

  async function callWithMeta<R extends AnyRoute>(route: R, ...args: CallArgs<R>): Promise<ApiResult<RouteResponse<R>>> {
    const input = (args[0] ?? {}) as { params?: Record<string, string | number>; query?: Record<string, QueryValue>; body?: unknown; signal?: AbortSignal };
    const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': getLocale() };
    if (input.body !== undefined) headers['Content-Type'] = 'application/json';
    const unsafe = !SAFE_METHODS.has(route.method);
    if (unsafe) headers[CSRF_HEADER] = await csrfToken();

    const response = await doFetch(`${root}${buildPath(route.path, input.params)}${queryString(input.query)}`, {
      method: route.method,
      credentials: 'include',
      headers,
      body: input.body === undefined ? undefined : JSON.stringify(input.body),
      signal: input.signal,
    });
    const body = await readBody(response);
    if (!response.ok) {
      // A 403 may mean our cached token went stale (a new session); the next call asks again.
      if (response.status === 403 && unsafe) tokenFromMe = null;
      throw errorFromResponse(route, response.status, body.parsed ? body.value : undefined);
    }
    if (!body.parsed) {
      throw new ApiError({ route: route.name, status: 0, detail: `Response of ${route.name} (HTTP ${response.status}) is not JSON` });
    }
    const checked = v.safeParse(route.response, body.value);
    if (!checked.success) {
      throw new ApiError({
        route: route.name,
        status: 0,
        detail: `Response of ${route.name} does not match its contract: ${v.summarize(checked.issues)}`,
      });
    }
    // Login, logout and auth.me hand out a fresh token; keep it rather than ask again.
    if (hasCsrfToken(checked.output)) tokenFromMe = Promise.resolve(checked.output.csrf_token);
    return { data: checked.output as RouteResponse<R>, status: response.status, location: response.headers.get('Location') };
  }

  return {
    callWithMeta,
    call: (route, ...args) => callWithMeta(route, ...args).then((result) => result.data),
    assetUrl: (path) => (path.startsWith('/') ? `${root}${path}` : path),
  };
}
