import type { Locale } from '@shop/shared/contract/common';

const storageKey = 'shop:locale';

/** The user's last choice wins over the market's default language. */
export function initialLocale(marketDefault: Locale): Locale {
  try {
    const stored = window.localStorage.getItem(storageKey);
    if (stored === 'cs' || stored === 'ro') return stored;
  } catch {
    // Storage can be blocked (private mode, partner iframes): the default is fine.
  }
  return marketDefault;
}

export function rememberLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(storageKey, locale);
  } catch {
    // See initialLocale.
  }
}
