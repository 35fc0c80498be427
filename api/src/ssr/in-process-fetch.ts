import type { FastifyInstance } from 'fastify';
import type { Locale } from '@shop/shared/contract/common';
import { sharedCacheSeconds } from '../response-cache/cache-lifetime';

/** What a page's answers say about caching it: the union of their surrogate keys and the shortest shared lifetime. */
export interface AnswersCache {
  keys: Set<string>;
  seconds: number;
}

/**
 * `fetch` for the shell's server render: each call goes through the API's own routes in process (`inject`: the same
 * validation, services and response cache as the browser's call, no socket), without the visitor's cookies, so no
 * answer can be personal. Notes the surrogate keys and lifetimes of the answers the page is built from.
 */
export function inProcessFetch(app: FastifyInstance, locale: Locale, cache: AnswersCache): typeof fetch {
  return async (input) => {
    const url = new URL(String(input), 'http://shop.invalid');
    const answer = await app.inject({ method: 'GET', url: url.pathname + url.search, headers: { accept: 'application/json', 'accept-language': locale } });
    const header = (name: string) => {
      const value = answer.headers[name];
      return value === undefined ? undefined : String(value);
    };
    // A personal answer (the session, the cart count) is withheld from the page by the renderer: it does not count here.
    const cacheControl = header('cache-control') ?? '';
    const personal = !/\bpublic\b/i.test(cacheControl) || /\b(private|no-store)\b/i.test(cacheControl);
    if (answer.statusCode === 200 && !personal) {
      for (const key of (header('surrogate-key') ?? '').split(' ').filter(Boolean)) cache.keys.add(key);
      cache.seconds = Math.min(cache.seconds, sharedCacheSeconds(header('cache-control'), header('surrogate-control')));
    }
    const headers = new Headers();
    for (const name of ['content-type', 'cache-control', 'location']) {
      const value = header(name);
      if (value !== undefined) headers.set(name, value);
    }
    return new Response(new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
  };
}
