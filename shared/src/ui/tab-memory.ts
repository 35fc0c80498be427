import { tabStorage } from './tab-storage';

/** Spec section 9: the tab cache lives 5 minutes unless told otherwise. */
export const TAB_MEMORY_MS = 5 * 60 * 1000;

const PREFIX = 'shop:tabs:';

interface Remembered {
  id: string;
  savedAt: number;
}

export function rememberTab(key: string, id: string, now = Date.now()): void {
  try {
    tabStorage()?.setItem(PREFIX + key, JSON.stringify({ id, savedAt: now } satisfies Remembered));
  } catch {
    // A full or blocked storage only costs the memory of the tab.
  }
}

/** The tab last chosen under `key`, if it was chosen less than `maxAgeMs` ago. */
export function recallTab(key: string, maxAgeMs = TAB_MEMORY_MS, now = Date.now()): string | null {
  try {
    const raw = tabStorage()?.getItem(PREFIX + key);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<Remembered>;
    if (typeof value.id !== 'string' || typeof value.savedAt !== 'number') return null;
    return now - value.savedAt < maxAgeMs ? value.id : null;
  } catch {
    return null;
  }
}
