import { publish } from './bus';
import { forwardAnalyticsToDataLayer } from './data-layer';

afterEach(() => {
  delete window.dataLayer;
});

test('analytics events on the bus land in window.dataLayer until unsubscribed', () => {
  const stop = forwardAnalyticsToDataLayer();
  publish('analytics', { event: 'virtual_page_view', payload: { page_path: '/vykup/' } });
  expect(window.dataLayer).toEqual([{ event: 'virtual_page_view', page_path: '/vykup/' }]);
  stop();
  publish('analytics', { event: 'click' });
  expect(window.dataLayer).toHaveLength(1);
});

test('on a page without a tag manager nothing is created, and a dataLayer made later starts receiving', () => {
  const stop = forwardAnalyticsToDataLayer({ createDataLayer: false });
  publish('analytics', { event: 'view' });
  expect(window.dataLayer).toBeUndefined();
  window.dataLayer = [];
  publish('analytics', { event: 'click', payload: { item: 'iphone-15' } });
  expect(window.dataLayer).toEqual([{ event: 'click', item: 'iphone-15' }]);
  stop();
});

test('every push carries the keys of the context as they are at the time of the event', () => {
  let loggedIn = false;
  const stop = forwardAnalyticsToDataLayer({ context: () => ({ user_type: loggedIn ? 'registered' : 'unregistered' }) });
  publish('analytics', { event: 'view', payload: { placement: 'listing' } });
  loggedIn = true;
  publish('analytics', { event: 'login' });
  expect(window.dataLayer).toEqual([
    { event: 'view', placement: 'listing', user_type: 'unregistered' },
    { event: 'login', user_type: 'registered' },
  ]);
  stop();
});
