/**
 * For tests: an IntersectionObserver whose entries the test sends by hand, as a browser would
 * when an element scrolls (jsdom has no layout, so it has no observer).
 */
export class FakeIntersectionObserver implements IntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly root = null;
  readonly rootMargin = '0px';
  readonly scrollMargin = '0px';
  readonly thresholds: readonly number[];
  readonly targets = new Set<Element>();

  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    const threshold = options.threshold ?? 0;
    this.thresholds = Array.isArray(threshold) ? threshold : [threshold as number];
    FakeIntersectionObserver.instances.push(this);
  }

  observe(target: Element) {
    this.targets.add(target);
  }

  unobserve(target: Element) {
    this.targets.delete(target);
  }

  disconnect() {
    this.targets.clear();
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Tells the observer that `ratio` of `target` is now visible (0 = scrolled away). */
  show(target: Element, ratio: number) {
    if (!this.targets.has(target)) return;
    const entry = { target, intersectionRatio: ratio, isIntersecting: ratio > 0 } as IntersectionObserverEntry;
    this.callback([entry], this);
  }

  /** Sends `ratio` to every observer watching `target`. */
  static show(target: Element, ratio: number) {
    for (const observer of FakeIntersectionObserver.instances) observer.show(target, ratio);
  }
}
