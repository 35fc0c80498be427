import type { Locale } from '@shop/shared/contract/common';
import type { Config } from '../config';

/**
 * The language a shell page is rendered in: the market's. A shopper's own choice lives in the browser (localStorage,
 * shell/src/locale/locale-choice.ts), which renders it after load; no address or cookie names it, so the request's
 * Accept-Language never changes a page, and pages are cached by this language rather than by that header.
 */
export function pageLocale(config: Pick<Config, 'defaultLocale'>): Locale {
  return config.defaultLocale;
}
