import { forwardAnalyticsToDataLayer } from '@shop/shared/bus/data-layer';
import { createWidgetMount } from '@shop/shared/widget/mount';
import { catalogs } from '../locales/catalogs';
import type { EmbedWidgetConfig } from './widget-config';
import { applyPartnerAnalyticsConsent } from './analytics-consent';
import { PartnerBuyout } from './PartnerBuyout';

// The remote's mount around the partner wrapper (market check), built here: nothing imports from expose/.
const mount = createWidgetMount(PartnerBuyout, { catalogs });

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
