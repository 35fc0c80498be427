import type { FeedKind } from '@shop/shared/contract/admin-feeds';
import type { Market } from '@shop/shared/contract/common';

/** Heureka is a Czech comparison site; Google Merchant takes both markets. */
export const FEEDS_OF_MARKET: Record<Market, readonly FeedKind[]> = { CZ: ['heureka', 'google'], RO: ['google'] };

/** The CDN's keys of the feeds: one per kind, and one for all of them. */
export const feedSurrogateKey = (kind: FeedKind) => `feed-${kind}`;
/** Every feed: a price import or a product change purges this one key. */
export const FEEDS_SURROGATE_KEY = 'feeds';
