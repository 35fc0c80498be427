import type { I18n, Messages } from '@lingui/core';
import type { Locale } from '@shop/shared/contract/common';

/**
 * The texts of the shell's lazy pages (login, stores, contact, cookie settings, the legal pages: lingui.config.ts) in
 * one language, a chunk of its own (issue 14): home, the catalogue and the remotes' pages do not download them.
 */
function importPageTexts(locale: Locale): Promise<Messages> {
  return locale === 'ro'
    ? import(/* webpackChunkName: "page-texts-ro" */ './pages/ro/messages').then((module) => module.messages)
    : import(/* webpackChunkName: "page-texts-cs" */ './pages/cs/messages').then((module) => module.messages);
}

interface Loading {
  promise: Promise<void>;
  done: boolean;
}

const loadedInto = new WeakMap<I18n, Map<Locale, Loading>>();

/**
 * Merges the lazy pages' texts of `locale` into `i18n`, once: every later call returns the same promise, so a page
 * can `use()` it while rendering.
 */
export function loadPageTextsInto(i18n: I18n, locale: Locale): Promise<void> {
  const byLocale = loadedInto.get(i18n) ?? new Map<Locale, Loading>();
  loadedInto.set(i18n, byLocale);
  let loading = byLocale.get(locale);
  if (!loading) {
    const started: Loading = { done: false, promise: Promise.resolve() };
    started.promise = importPageTexts(locale).then(
      (messages) => {
        // A copy: Lingui keeps the first object it is given for a language and extends it later.
        i18n.load(locale, { ...messages });
        started.done = true;
      },
      (error: unknown) => {
        // Not kept: the page's error view offers a retry, which must fetch again.
        byLocale.delete(locale);
        throw error;
      },
    );
    byLocale.set(locale, started);
    loading = started;
  }
  return loading.promise;
}

/**
 * Whether the texts of `locale` are in `i18n` already. A page renders at once then: React's `use()` would suspend for
 * a moment even on a settled promise it has not seen, and blank the page to its spinner on a language switch.
 */
export function pageTextsLoaded(i18n: I18n, locale: Locale): boolean {
  return loadedInto.get(i18n)?.get(locale)?.done ?? false;
}

/** Whether a lazy page has asked for its texts: a language switch then fetches them in the new language as well. */
export function pageTextsWanted(i18n: I18n): boolean {
  return loadedInto.has(i18n);
}
