import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { publish } from '@shop/shared/bus/bus';
import { coreConfig } from '@shop/shared/contract/core';
import { createApiClient } from '@shop/shared/http/api-client';
import { App } from './app/App';
import { forwardAnalyticsToDataLayer } from '@shop/shared/bus/data-layer';
import { userTypeContext } from './analytics/user-type';
import type { MeResponseSchema } from '@shop/shared/contract/auth';
import { createQueryClient } from '@shop/shared/query/query-client';
import * as v from 'valibot';
import { seedSessionFromPage, sessionQueryKey } from './session/use-session';
import { readPageBoot } from './session/page-boot';
import { initialLocale } from './locale/locale-choice';
import { loadShellCatalog } from './locales/catalog-loader';
import { federationRuntime, warmSharedModules } from './remotes/remote-runtime';
import { createRemoteLoader } from './remotes/remote-registry';
import { RemotesJsonSchema, type RemotesJson } from '@shop/shared/contract/remotes';
import { restoreConsent } from './consent/consent-decision';
import { startTreeEditorEarly } from './pages/tree-editor-preload';
import { readSsrBoot } from './ssr/read-ssr-boot';
import { hydrateFromPage } from './ssr/query-transfer';

/** The longest the tree editor's page waits for its remote and tree before it renders the frame without them. */
const EDITOR_WAIT_MS = 400;

/** `/remotes.json`, or no remotes (each slot then shows its fallback) when it cannot be had or is not what the shell reads. */
async function fetchRemotes(): Promise<RemotesJson> {
  const response = await fetch('/remotes.json', { headers: { Accept: 'application/json' } });
  if (!response.ok) return {};
  const parsed = v.safeParse(RemotesJsonSchema, await response.json());
  return parsed.success ? parsed.output : {};
}

async function start(root: HTMLElement) {
  // A page with boot data (the tree editor for staff) renders without waiting for config, remotes and session.
  const boot = readPageBoot();
  // A server-rendered page (docs/ssr.md) carries the same start data, without the session, and its query cache.
  const ssr = readSsrBoot();
  const api = createApiClient({ getLocale: () => 'cs' });
  const given = boot ?? ssr;
  const [config, remotes] = given ? [given.config, given.remotes] : await Promise.all([api.call(coreConfig), fetchRemotes()]);
  const queryClient = createQueryClient();
  if (boot) seedSessionFromPage(queryClient, boot.me);
  if (ssr) hydrateFromPage(queryClient, ssr.queries);
  restoreConsent();
  // Every push says whether the visitor is logged in (spec section 6), read from the session the header keeps loaded.
  forwardAnalyticsToDataLayer({
    context: () => userTypeContext(Boolean(queryClient.getQueryData<v.InferOutput<typeof MeResponseSchema>>(sessionQueryKey)?.user)),
  });
  const locale = initialLocale(config.default_locale);
  const messages = await loadShellCatalog(locale);
  publish('locale', locale);
  const loadRemote = createRemoteLoader({ runtime: federationRuntime, remotes, origin: window.location.origin });
  const role = boot?.me.user?.role;
  const editorStarted = startTreeEditorEarly({
    market: config.market,
    pathname: window.location.pathname,
    staff: role === 'staff' || role === 'admin',
    load: loadRemote,
    warm: warmSharedModules,
    api: createApiClient({ getLocale: () => locale }),
    queryClient,
  });
  const app = <App market={config.market} locale={locale} loadRemote={loadRemote} queryClient={queryClient} catalogs={{ cs: {}, ro: {}, [locale]: messages }} />;
  // The server's HTML is taken over only in the language it was rendered in; a visitor who chose the other one gets a
  // fresh render in theirs (the server renders the market's language, the choice lives in this browser).
  if (ssr && ssr.locale === locale && root.firstElementChild) return hydrateRoot(root, app);
  if (!editorStarted) return createRoot(root).render(app);
  // The tree editor's page renders once its remote and tree are here, in one pass with the rows: a frame rendered
  // before put its render, style, paint and effects between the remote's start steps on the one main thread, and the
  // rows came later (docs/category-admin.md, "The editor's first row"). A remote or tree that takes longer gets the frame with
  // the spinner after the wait.
  await Promise.race([editorStarted, new Promise((resolve) => setTimeout(resolve, EDITOR_WAIT_MS))]);
  // Synchronous, so the passive effects run before the paint too: the editor's store, filled in a layout effect, is
  // read by a subscription made in a passive effect, and a default render showed the rows one paint later.
  flushSync(() => createRoot(root).render(app));
}

const root = document.getElementById('root')!;
start(root).catch((error: unknown) => {
  console.error(error);
  // Without the server's configuration there is no market to render; say so in both languages.
  root.textContent = 'Obchod je dočasně nedostupný. Magazinul este temporar indisponibil.';
});
