import { sql, type SQL } from 'drizzle-orm';
import type { Market } from '@shop/shared/contract/common';
import type { Discount } from '@shop/shared/contract/admin-discounts';
import type { DiscountCsvRow } from '@shop/shared/discounts/discount-csv';
import { discountCodes } from '../db/schema/cart';
import { MARKET_TIME_ZONES } from '../i18n/market-clock';

/** The terms of a discount as staff enter them (every save and import goes through this): a CSV row's, plus scope and stacking. */
export interface DiscountTerms extends Omit<DiscountCsvRow, 'code'> {
  product_ids: number[];
  category_ids: number[];
  manufacturer_ids: number[];
  stackable: boolean;
}

/** Staff think in the market's days: from the first day's start to the last day's end, in its time zone. */
export function dayStart(market: Market, isoDate: string): SQL<Date> {
  return sql<Date>`(${isoDate}::date)::timestamp at time zone ${MARKET_TIME_ZONES[market]}`;
}

export function dayEnd(market: Market, isoDate: string): SQL<Date> {
  return sql<Date>`((${isoDate}::date + 1)::timestamp at time zone ${MARKET_TIME_ZONES[market]}) - interval '1 millisecond'`;
}

/** Column values of `discount_codes` for these terms. */
export function discountColumns(market: Market, terms: DiscountTerms) {
  return {
    market,
    percent: terms.kind === 'percent' ? terms.value : null,
    amount: terms.kind === 'amount' ? terms.value : null,
    validFrom: dayStart(market, terms.valid_from),
    validTo: dayEnd(market, terms.valid_to),
    maxUses: terms.max_uses,
    maxUsesPerCustomer: terms.max_uses_per_customer,
    minimumOrder: terms.minimum_order,
    productIds: terms.product_ids,
    categoryIds: terms.category_ids,
    manufacturerIds: terms.manufacturer_ids,
    stackable: terms.stackable,
  };
}

/** The select list answering `Discount`: dates back as the market's calendar days. */
export function discountSelection(market: Market) {
  const zone = MARKET_TIME_ZONES[market];
  return {
    id: discountCodes.id,
    code: discountCodes.code,
    percent: discountCodes.percent,
    amount: discountCodes.amount,
    validFrom: sql<string>`to_char(${discountCodes.validFrom} at time zone ${zone}, 'YYYY-MM-DD')`,
    validTo: sql<string>`to_char(${discountCodes.validTo} at time zone ${zone}, 'YYYY-MM-DD')`,
    maxUses: discountCodes.maxUses,
    maxUsesPerCustomer: discountCodes.maxUsesPerCustomer,
    usedCount: discountCodes.usedCount,
    minimumOrder: discountCodes.minimumOrder,
    productIds: discountCodes.productIds,
    categoryIds: discountCodes.categoryIds,
    manufacturerIds: discountCodes.manufacturerIds,
    stackable: discountCodes.stackable,
  };
}

type SelectedDiscount = {
  id: number;
  code: string;
  percent: number | null;
  amount: number | null;
  validFrom: string;
  validTo: string;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  usedCount: number;
  minimumOrder: number;
  productIds: number[];
  categoryIds: number[];
  manufacturerIds: number[];
  stackable: boolean;
};

export function discountOf(row: SelectedDiscount): Discount {
  return {
    id: row.id,
    code: row.code,
    kind: row.percent !== null ? 'percent' : 'amount',
    value: row.percent ?? row.amount ?? 0,
    valid_from: row.validFrom,
    valid_to: row.validTo,
    max_uses: row.maxUses,
    max_uses_per_customer: row.maxUsesPerCustomer,
    used_count: row.usedCount,
    minimum_order: row.minimumOrder,
    product_ids: row.productIds,
    category_ids: row.categoryIds,
    manufacturer_ids: row.manufacturerIds,
    stackable: row.stackable,
  };
}
