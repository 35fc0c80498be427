import { useEffect, useRef, useState } from 'react';

/** Spec section 5: the smart search needs at least 2 characters. */
export const MIN_SEARCH_LENGTH = 2;
/** Typing pauses shorter than this do not send a request. */
export const SEARCH_DEBOUNCE_MS = 250;

export type SearchState<T> =
  | { status: 'idle' }
  | { status: 'too-short' }
  | { status: 'loading'; term: string }
  | { status: 'done'; term: string; items: T[] }
  | { status: 'failed'; term: string };

/**
 * Runs `search` for `term` once typing pauses for SEARCH_DEBOUNCE_MS. Each new term aborts the
 * request before it, and an answer is applied only while its request is still the latest, so a
 * slow answer for "ip" can never overwrite the list for "iph".
 */
export function useDebouncedSearch<T>(term: string, search: (term: string, signal: AbortSignal) => Promise<T[]>): SearchState<T> {
  const trimmed = term.trim();
  const [state, setState] = useState<SearchState<T>>({ status: 'idle' });
  // A new term that cannot be searched shows so at once (React's "adjust state on a prop change").
  const [shownTerm, setShownTerm] = useState(trimmed);
  if (shownTerm !== trimmed) {
    setShownTerm(trimmed);
    if (trimmed.length < MIN_SEARCH_LENGTH) setState({ status: trimmed === '' ? 'idle' : 'too-short' });
  }
  const latestRequest = useRef(0);
  // The search function may be a new closure on every render; the effect should follow the term only.
  const searchRef = useRef(search);
  useEffect(() => {
    searchRef.current = search;
  });

  useEffect(() => {
    const requestId = ++latestRequest.current;
    if (trimmed.length < MIN_SEARCH_LENGTH) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState({ status: 'loading', term: trimmed });
      searchRef.current(trimmed, controller.signal).then(
        (items) => {
          if (requestId === latestRequest.current) setState({ status: 'done', term: trimmed, items });
        },
        () => {
          if (requestId === latestRequest.current && !controller.signal.aborted) setState({ status: 'failed', term: trimmed });
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed]);

  return state;
}
