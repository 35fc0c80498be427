import type { I18n, Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useEffect, type ReactNode } from 'react';
import { subscribe } from '../bus/bus';
import type { Locale } from '../contract/common';

/** Fetches one language's compiled catalog (the shared messages and the widget's own, merged). */
export type CatalogLoader = (locale: Locale) => Promise<Messages>;

/**
 * Lingui's provider, following the bus `locale` topic: when the shell (or anyone) publishes
 * a new language, every widget re-renders in it without a reload. With `loadCatalog` (a widget
 * that starts with one language's catalog) the language's catalog is fetched first; if that
 * fails the widget stays in its language, and of several quick switches the last one wins.
 */
export function I18nBridge({ i18n, loadCatalog, children }: { i18n: I18n; loadCatalog?: CatalogLoader; children: ReactNode }) {
  useEffect(() => {
    let wanted: Locale | null = null;
    const unsubscribe = subscribe('locale', (locale) => {
      wanted = locale;
      if (i18n.locale === locale) return;
      if (!loadCatalog) return i18n.activate(locale);
      loadCatalog(locale).then(
        (messages) => {
          // A copy: Lingui keeps the object it is given and merges later catalogs into it (a lazy view's texts).
          i18n.load(locale, { ...messages });
          if (wanted === locale) i18n.activate(locale);
        },
        () => {},
      );
    });
    return () => {
      wanted = null;
      unsubscribe();
    };
  }, [i18n, loadCatalog]);
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
