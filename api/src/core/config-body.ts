import type { InferOutput } from 'valibot';
import type { coreConfig } from '@shop/shared/contract/core';
import type { Market } from '@shop/shared/contract/common';
import { marketConfig } from '@shop/shared/i18n/market';

/** `core.config`'s answer, also written into pages that carry their boot data (static/page-boot.ts). */
export function configBody(marketCode: Market): InferOutput<typeof coreConfig.response> {
  const market = marketConfig(marketCode);
  return { market: market.market, default_locale: market.defaultLocale, currency: market.currency };
}
