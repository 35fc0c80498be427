import * as v from 'valibot';
import { textInput } from '../validation/storable-text';
import { ChoiceSchema } from '../contract/common';

/**
 * The four selector steps as the selector calls name them. The buyout and the service
 * flow answer with the same keys, so both restore the cascade from one shape.
 */
export const SELECTOR_DATA_KEYS = ['product_type', 'product_manufacturer', 'product_model', 'product_color'] as const;
export type SelectorDataKey = (typeof SELECTOR_DATA_KEYS)[number];

/** The slug chosen at each step, null where nothing is chosen yet. */
export const SelectedChoicesSchema = v.object({
  product_type: v.nullable(v.string()),
  product_manufacturer: v.nullable(v.string()),
  product_model: v.nullable(v.string()),
  product_color: v.nullable(v.string()),
});
export type SelectedChoices = v.InferOutput<typeof SelectedChoicesSchema>;

/** The options of each step for the selection above it (empty below the first unchosen step). */
export const SelectorChoicesSchema = v.object({
  product_type: v.array(ChoiceSchema),
  product_manufacturer: v.array(ChoiceSchema),
  product_model: v.array(ChoiceSchema),
  product_color: v.array(ChoiceSchema),
});
export type SelectorChoices = v.InferOutput<typeof SelectorChoicesSchema>;

/** A selection in the address: the slugs of the chosen steps, each optional. */
export const SelectionQuerySchema = v.object({
  product_type: v.optional(textInput),
  product_manufacturer: v.optional(textInput),
  product_model: v.optional(textInput),
  product_color: v.optional(textInput),
});
