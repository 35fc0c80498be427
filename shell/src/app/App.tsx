import { createGlobalStyle } from 'styled-components';
import type { QueryClient } from '@tanstack/react-query';
import type { Locale, Market } from '@shop/shared/contract/common';
import type { I18n } from '@lingui/core';
import type { Catalogs } from '@shop/shared/i18n/create-i18n';
import type { ApiClient } from '@shop/shared/http/api-client';
import { WidgetProviders } from '@shop/shared/widget/mount';
import { Router, type ServerLocation } from '../routing/router';
import { RemoteLoaderContext } from '../remotes/remote-loader-context';
import type { RemoteLoader } from '../remotes/remote-registry';
import { PageFrame } from '../frame/PageFrame';
import { PageRoutes } from './PageRoutes';
import { DocumentLanguage } from './DocumentLanguage';
import { ConsentBanner } from '../consent/ConsentBanner';
import { ShellReady } from '../ssr/ShellReady';

interface AppProps {
  market: Market;
  locale: Locale;
  loadRemote: RemoteLoader;
  queryClient: QueryClient;
  /** The shell's catalogs: the starting language's loaded (locales/catalog-loader.ts), the other empty until a switch. */
  catalogs: Catalogs;
  /** The server's i18n for `locale`, made once for every render (WidgetProviders); the browser's is made from `catalogs`. */
  i18n?: I18n;
  /** The address of a server render; the browser reads `window.location`. */
  location?: ServerLocation;
  /** The server's client, which calls the API's routes in process; the browser's is made by WidgetProviders. */
  apiClient?: ApiClient;
}

export function App({ market, locale, loadRemote, queryClient, catalogs, i18n, location, apiClient }: AppProps) {
  return (
    <WidgetProviders market={market} locale={locale} catalogs={catalogs} i18n={i18n} queryClient={queryClient} apiClient={apiClient}>
      <RemoteLoaderContext.Provider value={loadRemote}>
        <Router location={location}>
          <GlobalStyle />
          <DocumentLanguage />
          <ShellReady />
          <PageFrame notice={<ConsentBanner />}>
            <PageRoutes />
          </PageFrame>
        </Router>
      </RemoteLoaderContext.Provider>
    </WidgetProviders>
  );
}

const GlobalStyle = createGlobalStyle`
  body {
    margin: 0;
    /* The theme's font and colour, which the partner embed sets on its shadow host too. */
    font-family: ${({ theme }) => theme.fonts.body};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.page};
  }
`;
