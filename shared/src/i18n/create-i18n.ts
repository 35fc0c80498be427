// No Lingui macros in this file or in what it imports: the API server loads it under plain
// tsx/Node to translate validation messages, and nothing there expands macros.
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { Locale } from '../contract/common';
import { messages as csShared } from './locales/cs/messages';
import { messages as roShared } from './locales/ro/messages';
import { messages as csValidation } from './locales/validation/cs/messages';
import { messages as roValidation } from './locales/validation/ro/messages';

/** Compiled messages per locale, as `lingui compile --typescript` writes them (`export const messages`). */
export type Catalogs = Record<Locale, Messages>;

export const LOCALES: readonly Locale[] = ['cs', 'ro'];

/** The shared UI kit's texts and the validation messages (two catalogs: lingui.config.ts), merged. */
export const sharedCatalogs: Catalogs = { cs: { ...csShared, ...csValidation }, ro: { ...roShared, ...roValidation } };

/**
 * An i18n instance with the shared catalog and a widget's own one merged per locale (the
 * widget's message wins on an id clash), both languages loaded so a switch needs no fetch.
 */
export function createI18n(locale: Locale, catalogs: Catalogs): I18n {
  const i18n = setupI18n();
  i18n.load({
    cs: { ...sharedCatalogs.cs, ...catalogs.cs },
    ro: { ...sharedCatalogs.ro, ...catalogs.ro },
  });
  i18n.activate(locale);
  return i18n;
}

/** Only the shared catalog: what the server needs to answer 400s in the request's language. */
export function createSharedI18n(locale: Locale): I18n {
  return createI18n(locale, { cs: {}, ro: {} });
}
