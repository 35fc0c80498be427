import { pictureDesignOf } from './picture-design';

/**
 * Product pictures are drawn by the server (no photos exist for the seeded goods): a drawing of
 * the kind of goods in the model's design (picture-design.ts), filled in the product's colour,
 * with the maker's name. The address holds everything the picture shows, so it never changes for
 * a given picture and can be cached for a year; `PICTURE_VERSION` changes when the drawing does.
 */
export const PICTURE_VERSION = 2;

/** Every drawn picture is this size; pages set it as the image's width and height, so nothing jumps when it loads. */
export const PICTURE_WIDTH = 400;
export const PICTURE_HEIGHT = 440;

export const PICTURE_KINDS = ['phone', 'tablet', 'watch', 'case', 'charger', 'cable', 'screen-protector', 'watch-strap', 'headphones', 'powerbank'] as const;
export type PictureKind = (typeof PICTURE_KINDS)[number];

export const PICTURE_VIEWS = ['front', 'back', 'side'] as const;
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
  /** The model's name, which picks its design (camera layout, notch or punch-hole, fold...). */
  model?: string;
}

/** `/api/new/catalogue/pictures/v2/phone/island.triple-square.bar/front/1c1c1e/Apple.svg` */
export function productPictureUrl({ kind, view = 'front', colourHex, label, model }: PictureSpec): string {
  const colour = colourHex.replace(/^#/, '').toLowerCase();
  return `/api/new/catalogue/pictures/v${PICTURE_VERSION}/${kind}/${pictureDesignOf(kind, model)}/${view}/${colour}/${encodeURIComponent(label)}.svg`;
}

const KIND_OF_PRODUCT_TYPE: Record<string, PictureKind> = { phones: 'phone', tablets: 'tablet', 'smart-watches': 'watch' };

/**
 * The picture of a device model in a colour, for the buyout and service selectors' model and
 * colour choices: `productTypeCode` is the selector's type code (`phones`, `tablets`, `smart-watches`).
 */
export function modelPictureUrl(productTypeCode: string, manufacturer: string, colourHex: string = NEUTRAL_PICTURE_COLOUR, view: PictureView = 'front', model?: string): string {
  return productPictureUrl({ kind: KIND_OF_PRODUCT_TYPE[productTypeCode] ?? 'phone', view, colourHex, label: manufacturer, model });
}
