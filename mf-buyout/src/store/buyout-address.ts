import type { Market } from '@shop/shared/contract/common';
import { ANSWERS_QUERY_PARAM, parseAnswersParam, parseBuyoutSegments, type BuyoutPageTarget } from '@shop/shared/buyout/buyout-links';
import { matchBuyoutPage } from '@shop/shared/routing/buyout-path';

/** What the address of the buyout page asks the flow to show (format in shared/src/buyout/buyout-links.ts). */
export interface BuyoutAddress {
  target: BuyoutPageTarget;
  /** Answers carried by `?answers=`, condition id -> choice value. */
  answers: Record<string, string>;
  /** `?code=`: a stored offer to reopen. */
  code: string | null;
}

/** The query parameter of a stored offer's code (the product-selector-data call takes it as `code`). */
export const OFFER_CODE_QUERY_PARAM = 'code';

/**
 * Reads the buyout page's address; null when the page is not the buyout page (the widget
 * embedded elsewhere, e.g. on a partner's page), where the address is not ours to read or write.
 */
export function readBuyoutAddress(market: Market, location: Pick<Location, 'pathname' | 'search'>): BuyoutAddress | null {
  const segments = matchBuyoutPage(market, location.pathname);
  if (!segments) return null;
  const query = new URLSearchParams(location.search);
  return {
    target: parseBuyoutSegments(market, segments),
    answers: parseAnswersParam(query.get(ANSWERS_QUERY_PARAM)),
    code: query.get(OFFER_CODE_QUERY_PARAM) || null,
  };
}
