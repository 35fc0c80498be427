/** Spec section 9: an element counts as viewed when at least half of it is visible... */
export const VIEW_VISIBLE_RATIO = 0.5;
/** ...for one second without interruption. */
export const VIEW_DWELL_MS = 1000;

export interface ViewTracker {
  /** Watches `element`; `onViewed` runs once when it has been half visible for a second. Returns the un-watch. */
  observe(element: Element, key: string, onViewed: () => void): () => void;
  /** Stops every watch and timer (the page is left). */
  disconnect(): void;
}

type ObserverConstructor = new (callback: IntersectionObserverCallback, options?: IntersectionObserverInit) => IntersectionObserver;

/**
 * One tracker per page view (checklist SH-A4): a key (a product code) is reported at most once,
 * even when its tile scrolls out and back in or appears in two strips. Leaving the half-visible
 * state before the second is up cancels the timer; the next entry starts it again from zero.
 * Without IntersectionObserver (old browsers, jsdom) nothing is reported, rather than guessing.
 */
export function createViewTracker(Observer: ObserverConstructor | undefined = globalThis.IntersectionObserver): ViewTracker {
  const reported = new Set<string>();
  const watched = new Map<Element, { key: string; onViewed: () => void; timer: ReturnType<typeof setTimeout> | null }>();
  if (!Observer) return { observe: () => () => {}, disconnect: () => {} };

  const observer = new Observer(
    (entries) => {
      for (const entry of entries) {
        const watch = watched.get(entry.target);
        if (!watch) continue;
        const halfVisible = entry.isIntersecting && entry.intersectionRatio >= VIEW_VISIBLE_RATIO;
        if (halfVisible && watch.timer === null && !reported.has(watch.key)) {
          watch.timer = setTimeout(() => {
            watch.timer = null;
            if (reported.has(watch.key)) return;
            reported.add(watch.key);
            watch.onViewed();
          }, VIEW_DWELL_MS);
        } else if (!halfVisible && watch.timer !== null) {
          clearTimeout(watch.timer);
          watch.timer = null;
        }
      }
    },
    { threshold: [0, VIEW_VISIBLE_RATIO] },
  );

  function unwatch(element: Element) {
    const watch = watched.get(element);
    if (watch?.timer) clearTimeout(watch.timer);
    watched.delete(element);
    observer.unobserve(element);
  }

  return {
    observe(element, key, onViewed) {
      if (reported.has(key)) return () => {};
      watched.set(element, { key, onViewed, timer: null });
      observer.observe(element);
      return () => unwatch(element);
    },
    disconnect() {
      for (const element of [...watched.keys()]) unwatch(element);
      observer.disconnect();
    },
  };
}
