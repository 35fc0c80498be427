import { setupI18n, type Messages } from '@lingui/core';
import { forwardAnalyticsToDataLayer } from '@shop/shared/bus/data-layer';
import type { Locale } from '@shop/shared/contract/common';
import type { CatalogLoader } from '@shop/shared/i18n/i18n-bridge';
import { I18nWidgetProviders } from '@shop/shared/widget/providers';
import { renderWidgetRoot } from '@shop/shared/widget/widget-root';
import type { EmbedWidgetConfig } from './widget-config';
import { applyPartnerAnalyticsConsent } from './analytics-consent';
import { loadEmbedCatalog } from './embed-catalogs';
import { PartnerBuyout } from './PartnerBuyout';

export type PartnerMount = (element: HTMLElement, config: EmbedWidgetConfig) => () => void;

let forwardingAnalytics = false;

/**
 * What embed.js loads from the remote: the widget in a shadow root (the partner's CSS and ours never meet), and the
 * bus's analytics events forwarded once per page to the partner's tag manager, when the partner has one and says its
 * visitor consented. Built here, not through expose/: the remote's mount carries both languages.
 *
 * No toast provider: the buyout never raises a toast (useToast would throw here).
 *
 * The chunk of the first widget on a page carries one language's catalog (`ownLocale`, `ownMessages`); a widget
 * starting in the other language, and a switch to it, fetch only that language's catalog chunk.
 */
export function partnerWidget(ownLocale: Locale, ownMessages: Messages): (locale: Locale) => Promise<PartnerMount> {
  const loadCatalog: CatalogLoader = (locale) => (locale === ownLocale ? Promise.resolve(ownMessages) : loadEmbedCatalog(locale));
  return (locale) =>
    loadCatalog(locale).then((messages) => (element, config) => {
      if (!forwardingAnalytics) {
        forwardAnalyticsToDataLayer({ createDataLayer: false });
        forwardingAnalytics = true;
      }
      applyPartnerAnalyticsConsent(element);
      const i18n = setupI18n();
      // A copy: Lingui keeps the object it is given and merges the later views' texts into it.
      i18n.load(locale, { ...messages });
      i18n.activate(locale);
      return renderWidgetRoot(
        element,
        true,
        <I18nWidgetProviders i18n={i18n} loadCatalog={loadCatalog} market={config.market} apiBase={config.apiBase}>
          <PartnerBuyout apiBase={config.apiBase} />
        </I18nWidgetProviders>,
      );
    });
}
