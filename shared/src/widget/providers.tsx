import type { I18n } from '@lingui/core';
import { QueryClientContext, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useContext, useState, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import type { Locale, Market } from '../contract/common';
import { createApiClient, type ApiClient } from '../http/api-client';
import { ApiProvider } from '../http/api-provider';
import { I18nBridge, type CatalogLoader } from '../i18n/i18n-bridge';
import { MarketProvider } from '../i18n/market-context';
import { createQueryClient } from '../query/query-client';
import { theme } from '../ui/theme';

export interface I18nWidgetProvidersProps {
  /** The widget's i18n, already in its starting language; it follows the bus `locale` topic from then on. */
  i18n: I18n;
  /** Fetches a language's catalog before a switch to it; without it every language is loaded already. */
  loadCatalog?: CatalogLoader;
  market: Market;
  /** Origin of the shop API when the widget runs on another site; '' or absent for the page's own origin. */
  apiBase?: string;
  /**
   * One cache per page: a widget rendered inside the shell (or any tree with a QueryClientProvider)
   * uses the client around it, so every remote shares the shell's cache. Only a widget mounted on
   * its own (`createWidgetMount`, the partner embed) builds a fresh one. See docs/architecture.md.
   */
  queryClient?: QueryClient;
  apiClient?: ApiClient;
  children: ReactNode;
}

/**
 * What a widget needs around it (theme, market, i18n following the bus, query cache, API client) for an i18n made by
 * the caller, without toasts. `WidgetProviders` (mount.tsx) adds those and makes the i18n from both languages'
 * catalogs; this one is apart for a bundle that loads one language's catalog and shows no toast (the partner embed),
 * which then carries neither the shared catalogs of both languages nor the toast module.
 */
export function I18nWidgetProviders({ i18n, loadCatalog, market, apiBase, queryClient, apiClient, children }: I18nWidgetProvidersProps) {
  const outerQueryClient = useContext(QueryClientContext);
  const [ownQueryClient] = useState(() => queryClient ?? outerQueryClient ?? createQueryClient());
  const [ownApiClient] = useState(
    () => apiClient ?? createApiClient({ baseUrl: apiBase, getLocale: () => i18n.locale as Locale }),
  );
  return (
    <ThemeProvider theme={theme}>
      <MarketProvider market={market}>
        <I18nBridge i18n={i18n} loadCatalog={loadCatalog}>
          <QueryClientProvider client={ownQueryClient}>
            <ApiProvider client={apiClient ?? ownApiClient}>
              {children}
            </ApiProvider>
          </QueryClientProvider>
        </I18nBridge>
      </MarketProvider>
    </ThemeProvider>
  );
}
