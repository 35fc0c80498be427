import type { FastifyInstance } from 'fastify';
import type { Locale } from '@shop/shared/contract/common';
import { sharedCacheSeconds } from '../response-cache/cache-lifetime';
import { cacheKey } from '../response-cache/response-cache-hooks';

/** What a page's answers say about caching it: the union of their surrogate keys and the shortest shared lifetime. */
export interface AnswersCache {
  keys: Set<string>;
  seconds: number;
}

/** The headers the renderer reads (type, caching, a redirect's target); the rest of an answer is not its business. */
const PASSED_HEADERS = ['content-type', 'cache-control', 'location'];

/**
 * `fetch` for the shell's server render, in process and as cheap as an answer can be: an answer the response cache
 * holds is read from it directly (the menu, the shop's settings, every answer another page already asked for), without
 * Fastify's request lifecycle; anything else goes through the API's own routes with `inject` (the same validation,
 * services and response cache as the browser's call, no socket). Never with the visitor's cookies, so no answer can
 * be personal. Notes the surrogate keys and lifetimes of the answers the page is built from.
 */
export function inProcessFetch(app: FastifyInstance, locale: Locale, cache: AnswersCache): typeof fetch {
  const requestHeaders = { accept: 'application/json', 'accept-language': locale };
  const note = (status: number, header: (name: string) => string | undefined) => {
    // A personal answer (the session, the cart count) is withheld from the page by the renderer: it does not count here.
    const cacheControl = header('cache-control') ?? '';
    const personal = !/\bpublic\b/i.test(cacheControl) || /\b(private|no-store)\b/i.test(cacheControl);
    if (status !== 200 || personal) return;
    for (const key of (header('surrogate-key') ?? '').split(' ').filter(Boolean)) cache.keys.add(key);
    cache.seconds = Math.min(cache.seconds, sharedCacheSeconds(header('cache-control'), header('surrogate-control')));
  };
  const responseOf = (status: number, body: Uint8Array<ArrayBuffer>, header: (name: string) => string | undefined) => {
    const headers = new Headers();
    for (const name of PASSED_HEADERS) {
      const value = header(name);
      if (value !== undefined) headers.set(name, value);
    }
    return new Response(body, { status, headers });
  };

  return async (input) => {
    const parsed = new URL(String(input), 'http://shop.invalid');
    const url = parsed.pathname + parsed.search;
    const stored = app.responseCache.peek(cacheKey({ method: 'GET', url, acceptLanguage: locale, acceptEncoding: undefined }, app));
    if (stored) {
      const header = (name: string) => stored.headers[name];
      note(200, header);
      return responseOf(200, new Uint8Array(stored.body), header);
    }
    const answer = await app.inject({ method: 'GET', url, headers: requestHeaders });
    const header = (name: string) => {
      const value = answer.headers[name];
      return value === undefined ? undefined : String(value);
    };
    note(answer.statusCode, header);
    return responseOf(answer.statusCode, new Uint8Array(answer.rawPayload), header);
  };
}
