import { useEffect, useState } from 'react';

/** Typing waits this long before a search is asked, so each keystroke is not a request. */
export const SEARCH_DELAY_MS = 300;

/** The term to search for: follows `text` once typing paused. */
export function useDebouncedTerm(text: string): string {
  const [term, setTerm] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setTerm(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return term;
}
