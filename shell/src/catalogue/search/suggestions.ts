/** One row of the header search's list: a category or a product, and where it leads. */
export interface SuggestionOption {
  key: string;
  label: string;
  detail: string;
  url: string;
}

/** What the suggestion controller reports about the text in the box. */
export interface SuggestionsResult {
  /** For the text now in the box; [] while it is too short or its answer is not in. */
  options: SuggestionOption[];
  /** Said under the box while the text is too short (spec section 5: at least 2 characters). */
  hint: string | null;
  /** The answer arrived (so the count can be announced). */
  answered: boolean;
  failed: boolean;
}

export const NO_SUGGESTIONS: SuggestionsResult = { options: [], hint: null, answered: false, failed: false };
