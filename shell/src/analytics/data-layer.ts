import { subscribe } from '@shop/shared/bus/bus';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** Forwards analytics events from every remote on the bus to the tag manager's dataLayer. */
export function forwardAnalyticsToDataLayer(): () => void {
  return subscribe('analytics', (analyticsEvent) => {
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({ event: analyticsEvent.event, ...analyticsEvent.payload });
  });
}
