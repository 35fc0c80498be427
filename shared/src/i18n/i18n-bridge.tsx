import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useEffect, type ReactNode } from 'react';
import { subscribe } from '../bus/bus';

/**
 * Lingui's provider, following the bus `locale` topic: when the shell (or anyone) publishes
 * a new language, every widget re-renders in it without a reload.
 */
export function I18nBridge({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  useEffect(
    () =>
      subscribe('locale', (locale) => {
        if (i18n.locale !== locale) i18n.activate(locale);
      }),
    [i18n],
  );
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
