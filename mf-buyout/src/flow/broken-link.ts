import { SELECTOR_DATA_KEYS, type SelectedChoices, type SelectorDataKey } from '@shop/shared/selector/selector-data';

/** The first part of a deep link the catalogue does not know: its step and the slug as written. */
export interface MissingLinkPart {
  key: SelectorDataKey;
  slug: string;
}

/**
 * The server's selector data ends the selection at the first unknown slug; the part the address
 * asked for but the answer did not select is the one to name. Null when the whole link was found.
 */
export function missingLinkPart(asked: Partial<Record<SelectorDataKey, string>>, selected: SelectedChoices): MissingLinkPart | null {
  for (const key of SELECTOR_DATA_KEYS) {
    const slug = asked[key];
    if (slug !== undefined && slug !== '' && selected[key] !== slug) return { key, slug };
  }
  return null;
}
