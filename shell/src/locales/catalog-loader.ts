import type { I18n, Messages } from '@lingui/core';
import type { Locale } from '@shop/shared/contract/common';
import { loadPageTextsInto, pageTextsWanted } from './page-texts';

/**
 * The shell's compiled catalog of one language, a chunk of its own (issue 14): a visitor downloads the language
 * the page starts in, and the other one only when they switch to it.
 */
export function loadShellCatalog(locale: Locale): Promise<Messages> {
  return locale === 'ro'
    ? import(/* webpackChunkName: "locale-ro" */ './ro/messages').then((module) => module.messages)
    : import(/* webpackChunkName: "locale-cs" */ './cs/messages').then((module) => module.messages);
}

/**
 * Adds the shell's catalog of `locale` to `i18n`, merged over the shared one already there, and the lazy pages' texts
 * when a lazy page has been shown, so a switch on such a page renders in the new language at once. Loading it again
 * is harmless: webpack keeps the chunk's module, and the same messages are assigned again.
 */
export async function loadShellCatalogInto(i18n: I18n, locale: Locale): Promise<void> {
  const [messages] = await Promise.all([loadShellCatalog(locale), pageTextsWanted(i18n) ? loadPageTextsInto(i18n, locale) : undefined]);
  i18n.load(locale, messages);
}
