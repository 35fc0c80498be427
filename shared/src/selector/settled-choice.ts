import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

/**
 * How long a choice reached with the arrow keys must stay before it counts: long enough to
 * arrow past several options without loading each, short enough to feel like a pick.
 */
export const CHOICE_SETTLE_MS = 700;

const ARROW_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);

/**
 * A radio group or a select moves its value with every arrow key. A choice reached that way
 * is only shown until it settles (a pause, Enter or Space, or focus leaving the control), so
 * passing six manufacturers makes one request, one history entry and one page view. A mouse
 * pick commits at once.
 */
export function useSettledChoice(selected: string | null, onChoose: (value: string) => void) {
  const [pending, setPending] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const arrowed = useRef(false);
  // The timer commits later than the render that set it: it must reach the newest callback.
  const latest = useRef({ selected, onChoose });
  useEffect(() => {
    latest.current = { selected, onChoose };
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (value: string) => {
    clearTimeout(timer.current);
    setPending(null);
    if (value !== latest.current.selected) latest.current.onChoose(value);
  };

  const settleLater = (value: string) => {
    clearTimeout(timer.current);
    setPending(value);
    timer.current = setTimeout(() => commit(value), CHOICE_SETTLE_MS);
  };

  return {
    shown: pending ?? selected,
    choose(value: string) {
      if (arrowed.current) settleLater(value);
      else commit(value);
      arrowed.current = false;
    },
    onKeyDown(event: KeyboardEvent) {
      if (ARROW_KEYS.has(event.key)) {
        arrowed.current = true;
      } else if ((event.key === 'Enter' || event.key === ' ') && pending !== null) {
        event.preventDefault();
        commit(pending);
      }
    },
    // A key that moved nothing (the last option) must not make the next mouse pick wait.
    onPointerDown() {
      arrowed.current = false;
    },
    onBlur(event: FocusEvent) {
      if (pending !== null && !event.currentTarget.contains(event.relatedTarget)) commit(pending);
    },
  };
}
