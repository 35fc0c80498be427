import { subscribe } from './bus';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

export interface DataLayerOptions {
  /**
   * The shop's own pages always feed the tag manager, so they create `dataLayer` if it is
   * missing. A partner page that has no tag manager gets nothing: a widget must not leave
   * globals behind on somebody else's page.
   */
  createDataLayer?: boolean;
  /** Keys added to every push, read at each event (the shell adds whether the user is logged in, spec section 6). */
  context?: () => Record<string, unknown>;
}

/**
 * Forwards analytics events from every widget on the bus to the tag manager's dataLayer, only while the
 * visitor's analytics consent (the bus's `analytics-consent`) says yes. Events before a consent are dropped,
 * not queued: a visitor who never answers is never tracked, and withdrawing stops the next push.
 */
export function forwardAnalyticsToDataLayer({ createDataLayer = true, context }: DataLayerOptions = {}): () => void {
  // Listened to rather than read from the bus's memory: a partner page announces consent with a bare
  // `shop:analytics-consent` CustomEvent of its own, which only a listener sees (docs/embedding.md).
  let analyticsAllowed = false;
  const stopConsent = subscribe('analytics-consent', (choice) => {
    analyticsAllowed = choice.analytics;
  });
  const stopAnalytics = subscribe('analytics', (analyticsEvent) => {
    if (!analyticsAllowed) return;
    // Read at each event: a partner's tag manager snippet may create dataLayer after the widget loaded.
    if (!Array.isArray(window.dataLayer)) {
      if (!createDataLayer) return;
      window.dataLayer = [];
    }
    window.dataLayer.push({ event: analyticsEvent.event, ...analyticsEvent.payload, ...context?.() });
  });
  return () => {
    stopConsent();
    stopAnalytics();
  };
}
