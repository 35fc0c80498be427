/**
 * Product pictures are drawn by the server (no photos exist for the seeded goods): an outline
 * of the kind of goods, filled in the product's colour, with the maker's name. The address
 * holds everything the picture shows, so it never changes for a given picture and can be
 * cached for a year; `PICTURE_VERSION` changes when the drawing does.
 */
export const PICTURE_VERSION = 1;

export const PICTURE_KINDS = ['phone', 'tablet', 'watch', 'case', 'charger', 'cable', 'screen-protector', 'watch-strap', 'headphones', 'powerbank'] as const;
export type PictureKind = (typeof PICTURE_KINDS)[number];

export const PICTURE_VIEWS = ['front', 'back'] as const;
export type PictureView = (typeof PICTURE_VIEWS)[number];

/** Letters, digits and a few signs makers use ("Nothing", "OnePlus", "B&O"); at most 24 characters. */
export const PICTURE_LABEL_PATTERN = /^[\p{L}\p{N} .&+-]{1,24}$/u;
export const PICTURE_COLOUR_PATTERN = /^[0-9a-f]{6}$/;

/** The colour used when a product has none of its own (cables, chargers). */
export const NEUTRAL_PICTURE_COLOUR = '#3a3a3c';

export interface PictureSpec {
  kind: PictureKind;
  view?: PictureView;
  /** CSS hex colour, `#1c1c1e`. */
  colourHex: string;
  /** The maker's name written on the picture. */
  label: string;
}

/** `/api/new/catalogue/pictures/v1/phone/front/1c1c1e/Apple.svg` */
export function productPictureUrl({ kind, view = 'front', colourHex, label }: PictureSpec): string {
  const colour = colourHex.replace(/^#/, '').toLowerCase();
  return `/api/new/catalogue/pictures/v${PICTURE_VERSION}/${kind}/${view}/${colour}/${encodeURIComponent(label)}.svg`;
}

const KIND_OF_PRODUCT_TYPE: Record<string, PictureKind> = { phones: 'phone', tablets: 'tablet', 'smart-watches': 'watch' };

/**
 * The picture of a device model in a colour, for the buyout and service selectors' model and
 * colour choices: `productTypeCode` is the selector's type code (`phones`, `tablets`, `smart-watches`).
 */
export function modelPictureUrl(productTypeCode: string, manufacturer: string, colourHex: string = NEUTRAL_PICTURE_COLOUR, view: PictureView = 'front'): string {
  return productPictureUrl({ kind: KIND_OF_PRODUCT_TYPE[productTypeCode] ?? 'phone', view, colourHex, label: manufacturer });
}
