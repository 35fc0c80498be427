import { createRoot } from 'react-dom/client';
import { publish } from '@shop/shared/bus/bus';
import { coreConfig } from '@shop/shared/contract/core';
import { createApiClient } from '@shop/shared/http/api-client';
import { App } from './app/App';
import { forwardAnalyticsToDataLayer } from '@shop/shared/bus/data-layer';
import { initialLocale } from './locale/locale-choice';
import { federationRuntime } from './remotes/remote-runtime';
import { createRemoteLoader, type RemoteMap } from './remotes/remote-registry';

async function start(root: HTMLElement) {
  const api = createApiClient({ getLocale: () => 'cs' });
  const [config, remotes] = await Promise.all([
    api.call(coreConfig),
    fetch('/remotes.json', { headers: { Accept: 'application/json' } }).then((response) => (response.ok ? (response.json() as Promise<RemoteMap>) : {})),
  ]);
  forwardAnalyticsToDataLayer();
  const locale = initialLocale(config.default_locale);
  publish('locale', locale);
  const loadRemote = createRemoteLoader({ runtime: federationRuntime, remotes, origin: window.location.origin });
  createRoot(root).render(<App market={config.market} locale={locale} loadRemote={loadRemote} />);
}

const root = document.getElementById('root')!;
start(root).catch((error: unknown) => {
  console.error(error);
  // Without the server's configuration there is no market to render; say so in both languages.
  root.textContent = 'Obchod je dočasně nedostupný. Magazinul este temporar indisponibil.';
});
