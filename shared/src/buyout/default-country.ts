import type { Market } from '../contract/common';

/**
 * The spec's fixed default country of each variant: Czechia (203) and Romania (642). A module of its own so the
 * buyout's first screen (an empty sell-online form) does not fetch the whole country list (issue 14).
 */
export const DEFAULT_COUNTRY_ID: Readonly<Record<Market, number>> = { CZ: 203, RO: 642 };
