// The shell's server entry (docs/ssr.md), built by the shared factory (shell/webpack.server.cjs) into
// shell/dist-server/render-page.js, which the API server requires (api/src/ssr/). Renders the same <App> the browser
// hydrates, for one address, market and language.
import { Readable } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { ServerStyleSheet } from 'styled-components';
import type { Query, QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import type { I18n } from '@lingui/core';
import type { Locale, Market } from '@shop/shared/contract/common';
import { createI18n } from '@shop/shared/i18n/create-i18n';
import { createApiClient } from '@shop/shared/http/api-client';
import { createQueryClient } from '@shop/shared/query/query-client';
import { App } from '../app/App';
import type { RemoteLoader } from '../remotes/remote-registry';
import { messages as csMessages } from '../locales/cs/messages';
import { messages as roMessages } from '../locales/ro/messages';
import { emptyPageHead, PageHeadContext, type PageHead } from './page-head';
import { dehydrateForPage, SERVER_ANSWER_DEFAULTS } from './query-transfer';
import { PERSONAL_ROUTES, prefetchRouteQueries } from './route-queries';

export interface RenderRequest {
  pathname: string;
  /** The query string with its `?`, or ''. */
  search: string;
  market: Market;
  locale: Locale;
  /** Answers the shell's API calls; the API server passes one that runs its own routes in process. */
  fetchImpl: typeof fetch;
}

export interface RenderedPage {
  /** The inside of `<div id="root">`. */
  html: string;
  /** styled-components' `<style>` elements of everything rendered: the first screen's CSS, inline. */
  styles: string;
  head: PageHead;
  queries: ReturnType<typeof dehydrateForPage>;
  /** How many render passes it took: 1 when the route's known queries were all it asked for. */
  passes: number;
}

/** A page whose queries depend on earlier answers (a listing's tiles) takes a pass per level; none goes deeper. */
const MAX_PASSES = 4;

/** Remotes stay in the browser: their slots render the loading box the browser's first render shows too. */
const serverRemoteLoader: RemoteLoader = Object.assign(<T,>() => new Promise<T>(() => {}), { loaded: () => undefined });

const catalogs = { cs: csMessages, ro: roMessages };

const i18nByLocale = new Map<Locale, I18n>();

/**
 * One i18n per language for every render: merging the catalogs per render cost about 7 % of a render. It holds no
 * request's state: the server never switches its language (that is the bridge's effect, which does not run here) and
 * only ever adds the lazy pages' texts to it, once (locales/page-texts.ts).
 */
function serverI18n(locale: Locale): I18n {
  let i18n = i18nByLocale.get(locale);
  if (!i18n) {
    i18n = createI18n(locale, catalogs);
    i18nByLocale.set(locale, i18n);
  }
  return i18n;
}

async function textOf(stream: Readable): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(typeof part === 'string' ? Buffer.from(part) : (part as Buffer));
  return Buffer.concat(parts).toString('utf8');
}

/** Thrown for an answer the page must not carry. */
class WithheldAnswer extends Error {}

/** Public answers are the same for everyone; the rest (`private`, `no-store`) is a visitor's own. */
function shareable(headers: Headers): boolean {
  const cacheControl = (headers.get('cache-control') ?? '').toLowerCase();
  return /\bpublic\b/.test(cacheControl) && !/\b(private|no-store)\b/.test(cacheControl);
}

/**
 * The HTML is cached and shared, so an answer no shared cache may keep (the session, the cart count) stays out of it:
 * its query is left pending, as the browser's first render has it, and the browser asks after hydration.
 */
function shareableOnly(fetchImpl: typeof fetch): typeof fetch {
  return async (input, init) => {
    const response = await fetchImpl(input, init);
    if (response.ok && !shareable(response.headers)) throw new WithheldAnswer(String(input));
    return response;
  };
}

/**
 * Waits for everything the page suspends on (its lazy chunks, the info pages' texts), so the markup is complete. Every
 * Suspense boundary stays in place: by default React sends one above 12.8 KB apart and reveals it with an inline
 * script (a category listing did), which the CSP refuses and a complete page does not need. Should React still write
 * one, the API allows exactly those scripts by their hashes (api/src/ssr/serve-page.ts).
 */
async function prerendered(element: ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element, { progressiveChunkSize: Number.MAX_SAFE_INTEGER });
  // @types/react-dom types the Node variant's prelude as a web stream; at run time it is a Node Readable.
  return textOf(prelude as unknown as Readable);
}

/** A withheld answer's query is pending again, as in the browser's first render, and not asked for again. */
function withhold(query: Query, withheld: Set<string>): void {
  withheld.add(query.queryHash);
  query.reset();
}

/** Queries a pass asked for and nobody fetched: useQuery does not fetch on the server, it only creates the entry. */
function unanswered(queryClient: QueryClient, withheld: ReadonlySet<string>): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.status === 'pending' &&
        query.state.fetchStatus === 'idle' &&
        (query.options as { enabled?: unknown }).enabled !== false &&
        !withheld.has(query.queryHash) &&
        !PERSONAL_ROUTES.has(String(query.queryKey[0])),
    );
}

/**
 * Fetches what the route is known to need (route-queries.ts), renders, and renders again only while a pass asks for
 * something not yet answered (a query the route table does not list): a complete string (nothing streamed later),
 * which the API caches whole. Queries are the browser's own (same keys, same API routes), so the dehydrated cache is
 * exactly what the browser's first render reads.
 */
export async function renderPage(request: RenderRequest): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  // A failed call shows its failure at once (retrying is the browser's job after hydration). Rendered as the browser hydrates them (query-transfer.ts): no fetch or retry on mount, so no "loading" indicator.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, ...SERVER_ANSWER_DEFAULTS, retry: false } });
  const apiClient = createApiClient({ getLocale: () => request.locale, fetchImpl: shareableOnly(request.fetchImpl) });
  const withheld = new Set<string>();
  const location = { pathname: request.pathname, search: request.search };
  await prefetchRouteQueries({ queryClient, api: apiClient, market: request.market, locale: request.locale, ...location });
  for (const query of queryClient.getQueryCache().getAll()) {
    if (query.state.error instanceof WithheldAnswer) withhold(query, withheld);
  }
  for (let pass = 1; ; pass += 1) {
    const head = emptyPageHead();
    const sheet = new ServerStyleSheet();
    try {
      const app = (
        <PageHeadContext.Provider value={head}>
          <App
            market={request.market}
            locale={request.locale}
            loadRemote={serverRemoteLoader}
            queryClient={queryClient}
            apiClient={apiClient}
            catalogs={catalogs}
            i18n={serverI18n(request.locale)}
            location={location}
          />
        </PageHeadContext.Provider>
      );
      const html = await prerendered(sheet.collectStyles(app));
      const waiting = unanswered(queryClient, withheld);
      if (waiting.length === 0 || pass === MAX_PASSES) {
        return { html, styles: sheet.getStyleTags(), head, queries: dehydrateForPage(queryClient), passes: pass };
      }
      await Promise.all(
        waiting.map((query) =>
          query.fetch().catch((error: unknown) => {
            // A failed answer is a state of its own (the page renders its error or 404 text); a withheld one is pending again.
            if (error instanceof WithheldAnswer) withhold(query, withheld);
          }),
        ),
      );
    } finally {
      sheet.seal();
    }
  }
}
