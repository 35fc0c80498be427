import { publish } from '@shop/shared/bus/bus';
import { forwardAnalyticsToDataLayer } from './data-layer';

test('analytics events on the bus land in window.dataLayer until unsubscribed', () => {
  delete window.dataLayer;
  const stop = forwardAnalyticsToDataLayer();
  publish('analytics', { event: 'virtual_page_view', payload: { page_path: '/vykup/' } });
  expect(window.dataLayer).toEqual([{ event: 'virtual_page_view', page_path: '/vykup/' }]);
  stop();
  publish('analytics', { event: 'click' });
  expect(window.dataLayer).toHaveLength(1);
});
