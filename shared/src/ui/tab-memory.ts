/** Spec section 9: the tab cache lives 5 minutes unless told otherwise. */
export const TAB_MEMORY_MS = 5 * 60 * 1000;

const PREFIX = 'shop:tabs:';

interface Remembered {
  id: string;
  savedAt: number;
}

// sessionStorage throws in some privacy modes and sandboxed frames; a tab widget must still work there.
function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function rememberTab(key: string, id: string, now = Date.now()): void {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify({ id, savedAt: now } satisfies Remembered));
  } catch {
    // A full or blocked storage only costs the memory of the tab.
  }
}

/** The tab last chosen under `key`, if it was chosen less than `maxAgeMs` ago. */
export function recallTab(key: string, maxAgeMs = TAB_MEMORY_MS, now = Date.now()): string | null {
  try {
    const raw = storage()?.getItem(PREFIX + key);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<Remembered>;
    if (typeof value.id !== 'string' || typeof value.savedAt !== 'number') return null;
    return now - value.savedAt < maxAgeMs ? value.id : null;
  } catch {
    return null;
  }
}
