import { BUS_STATE_PROPERTY, lastValue } from '@shop/shared/bus/bus';
import { applyPartnerAnalyticsConsent } from './analytics-consent';

function widgetElement(consent?: string): HTMLElement {
  const element = document.createElement('div');
  if (consent !== undefined) element.setAttribute('data-analytics-consent', consent);
  return element;
}

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[BUS_STATE_PROPERTY];
});

test('granted gives analytics consent (never marketing), denied withdraws it', () => {
  applyPartnerAnalyticsConsent(widgetElement('granted'));
  expect(lastValue('analytics-consent')).toEqual({ analytics: true, marketing: false });
  applyPartnerAnalyticsConsent(widgetElement('denied'));
  expect(lastValue('analytics-consent')).toEqual({ analytics: false, marketing: false });
});

test('no attribute or an unknown value says nothing, so the widget stays silent', () => {
  applyPartnerAnalyticsConsent(widgetElement());
  applyPartnerAnalyticsConsent(widgetElement('yes please'));
  expect(lastValue('analytics-consent')).toBeUndefined();
});
