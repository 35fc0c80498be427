import { forwardAnalyticsToDataLayer } from '@shop/shared/bus/data-layer';
import { createWidgetMount } from '@shop/shared/widget/mount';
import { BuyoutFlow } from '../flow/BuyoutFlow';
import { catalogs } from '../locales/catalogs';
import type { EmbedWidgetConfig } from './widget-config';
import { applyPartnerAnalyticsConsent } from './analytics-consent';

// The same mount the remote exposes, built here: nothing imports from expose/.
const mount = createWidgetMount(BuyoutFlow, { catalogs });

export type PartnerMount = (element: HTMLElement, config: EmbedWidgetConfig) => () => void;

let forwardingAnalytics = false;

/**
 * What embed.js loads from the remote: the widget in a shadow root (the partner's CSS and ours
 * never meet), and the bus's analytics events forwarded once per page to the partner's
 * tag manager, when the partner has one and says its visitor consented.
 */
export const mountOnPartnerPage: PartnerMount = (element, config) => {
  if (!forwardingAnalytics) {
    forwardAnalyticsToDataLayer({ createDataLayer: false });
    forwardingAnalytics = true;
  }
  applyPartnerAnalyticsConsent(element);
  return mount(element, { ...config, shadow: true });
};
