import type { Discount, DiscountKind } from '@shop/shared/contract/admin-discounts';

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
  };
}

/** The inputs are type="number"; an empty one goes as null, which the server names as required. */
function typedNumber(text: string): number {
  return text.trim() === '' ? (null as unknown as number) : Number(text);
}

/** The terms every call takes; the scope lists are kept as the discount has them (edited by import or API). */
export function termsOf(draft: DiscountDraft, original: Discount | null, confirmHighPercent: boolean) {
  return {
    kind: draft.kind,
    value: typedNumber(draft.value),
    valid_from: draft.valid_from,
    valid_to: draft.valid_to,
    max_uses: draft.max_uses.trim() === '' ? null : typedNumber(draft.max_uses),
    max_uses_per_customer: draft.max_uses_per_customer.trim() === '' ? null : typedNumber(draft.max_uses_per_customer),
    minimum_order: typedNumber(draft.minimum_order),
    product_ids: original?.product_ids ?? [],
    category_ids: original?.category_ids ?? [],
    stackable: draft.stackable,
    confirm_high_percent: confirmHighPercent,
  };
}
