import type { I18n } from '@lingui/core';
import { QueryClientContext, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useContext, useState, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { StyleSheetManager, ThemeProvider } from 'styled-components';
import { lastValue } from '../bus/bus';
import type { Locale, Market } from '../contract/common';
import { createApiClient, type ApiClient } from '../http/api-client';
import { ApiProvider } from '../http/api-provider';
import { createI18n, type Catalogs } from '../i18n/create-i18n';
import { I18nBridge } from '../i18n/i18n-bridge';
import { MarketProvider } from '../i18n/market-context';
import { createQueryClient } from '../query/query-client';
import { theme } from '../ui/theme';
// Through the package name, not '../ui/toast': the shell never imports the toast module itself, so a relative import
// would give its WidgetProviders a private copy whose context a remote's useToast (the shared copy) cannot see.
import { ToastProvider } from '@shop/shared/ui/toast';

export interface WidgetProvidersProps {
  /** The language to start in; later switches arrive over the bus `locale` topic. */
  locale: Locale;
  market: Market;
  /** Origin of the shop API when the widget runs on another site; '' or absent for the page's own origin. */
  apiBase?: string;
  /** The widget's own compiled catalogs; the shared one is merged in. */
  catalogs: Catalogs;
  /**
   * One cache per page: a widget rendered inside the shell (or any tree with a QueryClientProvider)
   * uses the client around it, so every remote shares the shell's cache. Only a widget mounted on
   * its own (`createWidgetMount`, the partner embed) builds a fresh one. See docs/architecture.md.
   */
  queryClient?: QueryClient;
  apiClient?: ApiClient;
  children: ReactNode;
}

/** Everything a widget needs around it: theme, market, i18n following the bus, query cache, API client, toasts. */
export function WidgetProviders({ locale, market, apiBase, catalogs, queryClient, apiClient, children }: WidgetProvidersProps) {
  // A language the page switched to before this widget appeared beats the one it was mounted with.
  const [i18n] = useState<I18n>(() => createI18n(lastValue('locale') ?? locale, catalogs));
  const outerQueryClient = useContext(QueryClientContext);
  const [ownQueryClient] = useState(() => queryClient ?? outerQueryClient ?? createQueryClient());
  const [ownApiClient] = useState(
    () => apiClient ?? createApiClient({ baseUrl: apiBase, getLocale: () => i18n.locale as Locale }),
  );
  return (
    <ThemeProvider theme={theme}>
      <MarketProvider market={market}>
        <I18nBridge i18n={i18n}>
          <QueryClientProvider client={ownQueryClient}>
            <ApiProvider client={apiClient ?? ownApiClient}>
              <ToastProvider>{children}</ToastProvider>
            </ApiProvider>
          </QueryClientProvider>
        </I18nBridge>
      </MarketProvider>
    </ThemeProvider>
  );
}

/**
 * What every widget's `mount` accepts. Extra keys are the widget's own props (e.g. a product id)
 * and reach the component untouched.
 */
export type WidgetProps = {
  locale: Locale;
  market: Market;
  /** Origin of the shop API, for partner pages; absent means the page's own origin. */
  apiBase?: string;
  /** Render inside an open shadow root so the host page's CSS and ours cannot meet. */
  shadow?: boolean;
  [key: string]: unknown;
};

export type MountWidget<P extends WidgetProps = WidgetProps> = (element: HTMLElement, props: P) => () => void;

/**
 * Selectors never cross a shadow boundary, but inherited properties (font, colour, line height...)
 * do, and a host page's `!important` rules reach the host element itself. `!important` inside the
 * shadow root beats the page's `!important`, so the host is reset to initial values and given the
 * shop's own font and colour: the widget looks the same on any page.
 */
function shadowIsolationStyle(): HTMLStyleElement {
  const style = document.createElement('style');
  style.textContent = `:host {
  all: initial !important;
  display: block !important;
  font-family: ${theme.fonts.body} !important;
  font-size: ${theme.fontSizes.md} !important;
  line-height: normal !important;
  color: ${theme.colors.text} !important;
}`;
  return style;
}

/**
 * The framework-free entry every remote exposes: `mount(element, props)` renders the widget
 * with its providers into `element` and returns `unmount`.
 */
export function createWidgetMount<P extends WidgetProps>(Component: ComponentType<P>, { catalogs }: { catalogs: Catalogs }): MountWidget<P> {
  return (element, props) => {
    const shadowRoot = props.shadow ? (element.shadowRoot ?? element.attachShadow({ mode: 'open' })) : null;
    const host: HTMLElement | ShadowRoot = shadowRoot ?? element;
    const isolation = shadowRoot ? host.appendChild(shadowIsolationStyle()) : null;
    // styled-components appends its <style> to this element; inside the shadow root they style only the widget.
    const styleHost = shadowRoot ? host.appendChild(document.createElement('div')) : null;
    const container = host.appendChild(document.createElement('div'));
    container.setAttribute('data-shop-widget-root', '');

    const tree = (
      <WidgetProviders locale={props.locale} market={props.market} apiBase={props.apiBase} catalogs={catalogs}>
        <Component {...props} />
      </WidgetProviders>
    );
    const root = createRoot(container);
    root.render(styleHost ? <StyleSheetManager target={styleHost}>{tree}</StyleSheetManager> : tree);

    return () => {
      root.unmount();
      container.remove();
      styleHost?.remove();
      isolation?.remove();
    };
  };
}
