import * as v from 'valibot';
import { LocaleSchema, MarketSchema, type Locale, type Market } from '@shop/shared/contract/common';

/** The attribute a partner puts on the element the widget renders into. */
export const WIDGET_SELECTOR = '[data-shop-widget="buyout"]';

export interface EmbedWidgetConfig {
  locale: Locale;
  market: Market;
  /** Origin of the shop API the widget calls, e.g. `https://shop.example`. */
  apiBase: string;
}

/**
 * Reads `data-locale`, `data-market` and `data-api`. The language defaults to the market's;
 * the API defaults to the origin embed.js came from. Returns a message for the partner's
 * developer when an attribute is wrong, because guessing a market would show wrong prices.
 */
export function readWidgetConfig(element: HTMLElement, scriptOrigin: string): EmbedWidgetConfig | { error: string } {
  const market = v.safeParse(MarketSchema, element.dataset.market?.toUpperCase());
  if (!market.success) return { error: `data-market must be CZ or RO, got "${element.dataset.market ?? ''}"` };
  const locale = v.safeParse(LocaleSchema, element.dataset.locale?.toLowerCase() ?? (market.output === 'CZ' ? 'cs' : 'ro'));
  if (!locale.success) return { error: `data-locale must be cs or ro, got "${element.dataset.locale ?? ''}"` };
  let apiBase: string;
  try {
    const url = new URL(element.dataset.api || scriptOrigin);
    apiBase = `${url.origin}${url.pathname}`.replace(/\/+$/, '');
  } catch {
    return { error: `data-api must be the shop's origin such as https://shop.example, got "${element.dataset.api ?? ''}"` };
  }
  return { locale: locale.output, market: market.output, apiBase };
}
