import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { createViewTracker, type ViewTracker } from './view-tracker';
import { reportProductView, type ProductPlacement } from './product-events';
import type { ReportableProduct } from './product-object';

const ViewTrackerContext = createContext<ViewTracker | null>(null);

/**
 * One page view's tracker. Give it a `pageView` key (the address): a new key starts a new page
 * view, in which every product may be reported once again.
 */
export function ViewTrackerProvider({ pageView, children }: { pageView: string; children: ReactNode }) {
  const [tracker, setTracker] = useState<{ pageView: string; tracker: ViewTracker } | null>(null);
  useEffect(() => {
    const created = { pageView, tracker: createViewTracker() };
    setTracker(created);
    return () => created.tracker.disconnect();
  }, [pageView]);
  return <ViewTrackerContext.Provider value={tracker?.pageView === pageView ? tracker.tracker : null}>{children}</ViewTrackerContext.Provider>;
}

/** A ref for a product's tile or block that reports `view` once it has been half visible for a second. */
export function useProductViewRef<E extends Element>(product: ReportableProduct, placement: ProductPlacement): (element: E | null) => void {
  const tracker = useContext(ViewTrackerContext);
  const [element, setElement] = useState<E | null>(null);
  // The report must send the product as it is when the second is up, not as it was first rendered.
  const latest = useRef({ product, placement });
  latest.current = { product, placement };
  useEffect(() => {
    if (!tracker || !element) return;
    return tracker.observe(element, `${latest.current.placement}:${product.code}`, () => reportProductView(latest.current.product, latest.current.placement));
  }, [tracker, element, product.code]);
  return useCallback((node: E | null) => setElement(node), []);
}
