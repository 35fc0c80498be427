import { tabStorage } from '@shop/shared/ui/tab-storage';
import type { FormValues } from './form-values';

const PREFIX = 'shop:category-draft:';

/** What staff typed into one form, with the `version` it was typed over (null: a new category). */
interface Draft {
  version: number | null;
  values: FormValues;
}

const keyOf = (categoryId: number | null) => PREFIX + (categoryId ?? 'new');

/**
 * The draft of this form kept by the tab, so a reload or Back and Forward in the middle of an edit keep the input.
 * A draft typed over another version than the loaded one is dropped: the category changed since, and saving the
 * draft would only end in 409.
 */
export function recallDraft(categoryId: number | null, version: number | null): FormValues | null {
  try {
    const raw = tabStorage()?.getItem(keyOf(categoryId));
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<Draft>;
    return draft.version === version && draft.values ? draft.values : null;
  } catch {
    return null;
  }
}

export function keepDraft(categoryId: number | null, version: number | null, values: FormValues): void {
  try {
    tabStorage()?.setItem(keyOf(categoryId), JSON.stringify({ version, values } satisfies Draft));
  } catch {
    // A full or blocked storage only costs the draft.
  }
}

/** After a save, a delete or Close: the next opening shows the category as stored. */
export function dropDraft(categoryId: number | null): void {
  try {
    tabStorage()?.removeItem(keyOf(categoryId));
  } catch {
    // nothing kept, nothing to drop
  }
}
