import { QUALITIES } from '@shop/shared/buyout/quality';
import type { ProductDetail, ProductVariant } from '@shop/shared/contract/catalogue';

/** The three things a shopper picks a variant by; a used piece's offer is its grade. */
export type Axis = 'colour' | 'capacity' | 'offer';

export interface VariantChoice {
  /** What the option says: the colour's name, "128 GB", `new` or the grade ("A"). */
  value: string;
  /** The colour's swatch, for the colour axis. */
  hex: string | null;
  /** The variant this option opens: the one closest to the shown product with this value. */
  variant: ProductVariant;
  selected: boolean;
}

type Variant = Pick<ProductVariant, 'colour' | 'capacity' | 'quality' | 'price'>;

const valueOf = (variant: Variant, axis: Axis): string | null =>
  axis === 'colour' ? (variant.colour?.name ?? null) : axis === 'capacity' ? variant.capacity : (variant.quality ?? 'new');

const AXES: readonly Axis[] = ['colour', 'capacity', 'offer'];

const OFFER_ORDER: readonly string[] = ['new', ...QUALITIES];

/** How many of the other two axes a variant shares with the shown product: the closest variant of a value wins. */
function closeness(variant: Variant, shown: Variant, axis: Axis): number {
  return AXES.filter((other) => other !== axis && valueOf(variant, other) === valueOf(shown, other)).length;
}

/**
 * The options of one axis, in the order the variants first name them (the server lists new before used, then by
 * price); offers new first, then by grade. Each option opens the variant with that value that keeps most of what is shown, the cheaper on a tie; the
 * shown product's own value is selected. An axis with one value has nothing to choose: empty.
 */
export function variantChoices(product: ProductDetail, axis: Axis): VariantChoice[] {
  const shownValue = valueOf(product, axis);
  const choices = new Map<string, VariantChoice>();
  // Only the colour axis shows a swatch.
  const hexOf = (variant: Variant) => (axis === 'colour' ? (variant.colour?.hex ?? null) : null);
  if (shownValue !== null) choices.set(shownValue, { value: shownValue, hex: hexOf(product), variant: product, selected: true });
  for (const variant of product.variants) {
    const value = valueOf(variant, axis);
    if (value === null || value === shownValue) continue;
    const known = choices.get(value);
    const better =
      !known ||
      closeness(variant, product, axis) > closeness(known.variant, product, axis) ||
      (closeness(variant, product, axis) === closeness(known.variant, product, axis) && variant.price < known.variant.price);
    if (better) choices.set(value, { value, hex: hexOf(variant), variant, selected: false });
  }
  if (choices.size < 2) return [];
  const options = [...choices.values()];
  // New first, then the grades best first (A+ before A), whatever order the variants came in.
  return axis === 'offer' ? options.sort((a, b) => OFFER_ORDER.indexOf(a.value) - OFFER_ORDER.indexOf(b.value)) : options;
}
