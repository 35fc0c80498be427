import type { I18n } from '@lingui/core';
import { useState, type ComponentType } from 'react';
import { lastValue } from '../bus/bus';
import type { Locale, Market } from '../contract/common';
import { createI18n, type Catalogs } from '../i18n/create-i18n';
import { I18nWidgetProviders, type I18nWidgetProvidersProps } from './providers';
import { renderWidgetRoot } from './widget-root';
// Through the package name, not '../ui/toast': the shell never imports the toast module itself, so a relative import
// would give its WidgetProviders a private copy whose context a remote's useToast (the shared copy) cannot see.
import { ToastProvider } from '@shop/shared/ui/toast';

export interface WidgetProvidersProps extends Omit<I18nWidgetProvidersProps, 'i18n' | 'loadCatalog'> {
  /** The language to start in; later switches arrive over the bus `locale` topic. */
  locale: Locale;
  /** The widget's own compiled catalogs; the shared one is merged in. */
  catalogs: Catalogs;
  /**
   * An i18n made already, used instead of merging `catalogs` again: the shell's server render reuses one per language
   * for every page (shell/src/ssr/render-page.tsx), as nothing renders a language switch there.
   */
  i18n?: I18n;
}

/** Everything a widget needs around it: theme, market, i18n following the bus, query cache, API client, toasts. */
export function WidgetProviders({ locale, catalogs, i18n: madeI18n, children, ...rest }: WidgetProvidersProps) {
  // A language the page switched to before this widget appeared beats the one it was mounted with.
  const [i18n] = useState<I18n>(() => madeI18n ?? createI18n(lastValue('locale') ?? locale, catalogs));
  return (
    <I18nWidgetProviders i18n={i18n} {...rest}>
      <ToastProvider>{children}</ToastProvider>
    </I18nWidgetProviders>
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
 * The framework-free entry every remote exposes: `mount(element, props)` renders the widget
 * with its providers into `element` and returns `unmount`.
 */
export function createWidgetMount<P extends WidgetProps>(Component: ComponentType<P>, { catalogs }: { catalogs: Catalogs }): MountWidget<P> {
  return (element, props) =>
    renderWidgetRoot(
      element,
      props.shadow,
      <WidgetProviders locale={props.locale} market={props.market} apiBase={props.apiBase} catalogs={catalogs}>
        <Component {...props} />
      </WidgetProviders>,
    );
}
