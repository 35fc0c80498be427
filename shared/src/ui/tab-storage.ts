/**
 * The tab's sessionStorage, or null where the browser refuses it: reading `sessionStorage` throws in some privacy
 * modes and sandboxed frames, and a widget must still work there, only without what it would have remembered.
 */
export function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}
