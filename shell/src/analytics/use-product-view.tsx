import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { createViewTracker, type ViewTracker } from '@shop/shared/analytics/view-tracker';
import { reportProductView, type ProductPlacement } from '@shop/shared/analytics/product-events';
import type { ReportableProduct } from '@shop/shared/analytics/product-object';

const ViewTrackerContext = createContext<ViewTracker | null>(null);

/**
 * One page view's tracker. Give it a `pageView` key (the address): a new key starts a new page
 * view, in which every product may be reported once again.
 */
export function ViewTrackerProvider({ pageView, children }: { pageView: string; children: ReactNode }) {
  const [current, setCurrent] = useState(() => ({ pageView, tracker: createViewTracker() }));
  // A new address is a new page view: replaced while rendering, so no tile of the new page meets the old tracker.
  if (current.pageView !== pageView) setCurrent({ pageView, tracker: createViewTracker() });
  useEffect(() => () => current.tracker.disconnect(), [current]);
  return <ViewTrackerContext.Provider value={current.tracker}>{children}</ViewTrackerContext.Provider>;
}

/** A ref for a product's tile or block that reports `view` once it has been half visible for a second. */
export function useProductViewRef<E extends Element>(product: ReportableProduct, placement: ProductPlacement): (element: E | null) => void {
  const tracker = useContext(ViewTrackerContext);
  const [element, setElement] = useState<E | null>(null);
  // The report must send the product as it is when the second is up, not as it was first rendered.
  const latest = useRef({ product, placement });
  useEffect(() => {
    latest.current = { product, placement };
  });
  useEffect(() => {
    if (!tracker || !element) return;
    return tracker.observe(element, `${latest.current.placement}:${product.code}`, () => reportProductView(latest.current.product, latest.current.placement));
  }, [tracker, element, product.code]);
  return useCallback((node: E | null) => setElement(node), []);
}
