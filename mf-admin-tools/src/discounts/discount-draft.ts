import type { Discount, DiscountKind } from '@shop/shared/contract/admin-discounts';

/** What a code is for: the whole cart, or listed categories, products or manufacturers (one kind at a time). */
export type DiscountScope = 'all' | 'categories' | 'products' | 'manufacturers';

/** The scope a saved discount shows as: the first non-empty list (a code is scoped by one kind in this form). */
export function scopeOf(discount: Discount | null): { scope: DiscountScope; ids: number[] } {
  if (discount?.category_ids.length) return { scope: 'categories', ids: discount.category_ids };
  if (discount?.product_ids.length) return { scope: 'products', ids: discount.product_ids };
  if (discount?.manufacturer_ids.length) return { scope: 'manufacturers', ids: discount.manufacturer_ids };
  return { scope: 'all', ids: [] };
}

/** The form as typed: text, so nothing a user typed is lost when the server refuses it. */
export interface DiscountDraft {
  code: string;
  count: string;
  kind: DiscountKind;
  value: string;
  valid_from: string;
  valid_to: string;
  max_uses: string;
  max_uses_per_customer: string;
  minimum_order: string;
  stackable: boolean;
  scope: DiscountScope;
  /** Picked in the category tree and the product search (issue #33: no ids to type). */
  category_ids: number[];
  product_ids: number[];
  manufacturer_ids: number[];
}

export function draftOf(discount: Discount | null, today: string): DiscountDraft {
  return {
    code: discount?.code ?? '',
    count: '10',
    kind: discount?.kind ?? 'percent',
    value: discount ? String(discount.value) : '',
    valid_from: discount?.valid_from ?? today,
    valid_to: discount?.valid_to ?? today,
    max_uses: discount?.max_uses === null || discount === null ? '' : String(discount.max_uses),
    max_uses_per_customer: discount?.max_uses_per_customer === null || discount === null ? '' : String(discount.max_uses_per_customer),
    minimum_order: discount ? String(discount.minimum_order) : '0',
    stackable: discount?.stackable ?? false,
    scope: scopeOf(discount).scope,
    category_ids: discount?.category_ids ?? [],
    product_ids: discount?.product_ids ?? [],
    manufacturer_ids: discount?.manufacturer_ids ?? [],
  };
}

/** The inputs are type="number"; an empty one goes as null, which the server names as required. */
function typedNumber(text: string): number {
  return text.trim() === '' ? (null as unknown as number) : Number(text);
}

/** The terms every call takes; only the chosen scope's list is sent, the others empty. */
export function termsOf(draft: DiscountDraft, confirmHighPercent: boolean) {
  return {
    kind: draft.kind,
    value: typedNumber(draft.value),
    valid_from: draft.valid_from,
    valid_to: draft.valid_to,
    max_uses: draft.max_uses.trim() === '' ? null : typedNumber(draft.max_uses),
    max_uses_per_customer: draft.max_uses_per_customer.trim() === '' ? null : typedNumber(draft.max_uses_per_customer),
    minimum_order: typedNumber(draft.minimum_order),
    product_ids: draft.scope === 'products' ? draft.product_ids : [],
    category_ids: draft.scope === 'categories' ? draft.category_ids : [],
    manufacturer_ids: draft.scope === 'manufacturers' ? draft.manufacturer_ids : [],
    stackable: draft.stackable,
    confirm_high_percent: confirmHighPercent,
  };
}
