import type { Quality } from '@shop/shared/buyout/quality';

/** A master product before insertion; `key` ties its products to it. */
export interface MasterDraft {
  key: string;
  typeCode: string;
  manufacturer: string;
  modelId: number | null;
  fitsModelId: number | null;
  name: string;
  seoName: string;
  categorySeoName: string;
  rating: { average: number; count: number } | null;
}

export interface ProductDraft {
  masterKey: string;
  typeCode: string;
  manufacturer: string;
  code: string;
  seoName: string;
  longName: string;
  shortName: string;
  colourName: string | null;
  colourHex: string | null;
  capacity: string | null;
  condition: 'new' | 'used';
  quality: Quality | null;
  price: number;
  commonPrice: number | null;
  popularity: number;
  createdAt: Date;
  /** Attribute code -> value, in the market's language. */
  attributes: Record<string, string>;
  metaAttributesDescription: string;
  giftCode: string | null;
  isNewModel: boolean;
}

export interface CatalogueDraft {
  masters: MasterDraft[];
  products: ProductDraft[];
}
