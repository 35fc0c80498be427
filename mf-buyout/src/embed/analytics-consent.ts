import { publish } from '@shop/shared/bus/bus';

/**
 * `data-analytics-consent="granted"` on the widget element says the partner's own consent tool has the
 * visitor's analytics consent; `denied` (or no attribute) keeps the widget silent. A partner whose visitor
 * decides later dispatches `shop:analytics-consent` itself (docs/embedding.md).
 */
export function applyPartnerAnalyticsConsent(element: HTMLElement): void {
  const stated = element.dataset.analyticsConsent?.toLowerCase();
  if (stated === 'granted') publish('analytics-consent', { analytics: true, marketing: false });
  else if (stated === 'denied') publish('analytics-consent', { analytics: false, marketing: false });
}
