import { useEffect, useState } from 'react';

/** Typing pauses shorter than this send no request. */
export const SUGGEST_DEBOUNCE_MS = 250;

/** `value` once it has stayed the same for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay = SUGGEST_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
