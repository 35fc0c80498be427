import * as v from 'valibot';

export const MarketSchema = v.picklist(['CZ', 'RO']);
export type Market = v.InferOutput<typeof MarketSchema>;

export const LocaleSchema = v.picklist(['cs', 'ro']);
export type Locale = v.InferOutput<typeof LocaleSchema>;

/** One option of a selector step; `value` is the slug used in URLs. */
export const ChoiceSchema = v.object({
  value: v.string(),
  label: v.string(),
  /** A colour choice's picture: the device drawn in that colour (`shared/src/catalogue/product-picture.ts`). */
  picture: v.optional(v.string()),
});
export type Choice = v.InferOutput<typeof ChoiceSchema>;

/** What every choices call of the selector answers: the options and the page URL of the selection so far. */
export const ChoicesResponseSchema = v.object({
  choices: v.array(ChoiceSchema),
  url: v.string(),
});
export type ChoicesResponse = v.InferOutput<typeof ChoicesResponseSchema>;
