import { BUS_STATE_PROPERTY, publish } from './bus';
import { forwardAnalyticsToDataLayer } from './data-layer';

beforeEach(() => {
  publish('analytics-consent', { analytics: true, marketing: false });
});

afterEach(() => {
  delete window.dataLayer;
  delete (window as unknown as Record<string, unknown>)[BUS_STATE_PROPERTY];
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

describe('consent gate', () => {
  beforeEach(() => {
    delete (window as unknown as Record<string, unknown>)[BUS_STATE_PROPERTY];
  });

  test('nothing is pushed before the visitor decides, and nothing from before is sent later', () => {
    const stop = forwardAnalyticsToDataLayer();
    publish('analytics', { event: 'view' });
    expect(window.dataLayer ?? []).toEqual([]);
    publish('analytics-consent', { analytics: true, marketing: false });
    publish('analytics', { event: 'click' });
    expect(window.dataLayer).toEqual([{ event: 'click' }]);
    stop();
  });

  test('a refusal, or consent to marketing alone, pushes nothing', () => {
    const stop = forwardAnalyticsToDataLayer();
    publish('analytics-consent', { analytics: false, marketing: false });
    publish('analytics', { event: 'view' });
    publish('analytics-consent', { analytics: false, marketing: true });
    publish('analytics', { event: 'click' });
    expect(window.dataLayer ?? []).toEqual([]);
    stop();
  });

  test('withdrawing the consent stops the pushes from the next event on', () => {
    const stop = forwardAnalyticsToDataLayer();
    publish('analytics-consent', { analytics: true, marketing: true });
    publish('analytics', { event: 'view' });
    publish('analytics-consent', { analytics: false, marketing: false });
    publish('analytics', { event: 'click' });
    expect(window.dataLayer).toEqual([{ event: 'view' }]);
    stop();
  });
});

test('a partner page announces consent with a bare window event, without this module', () => {
  delete (window as unknown as Record<string, unknown>)[BUS_STATE_PROPERTY];
  window.dataLayer = [];
  const stop = forwardAnalyticsToDataLayer({ createDataLayer: false });
  publish('analytics', { event: 'view' });
  window.dispatchEvent(new CustomEvent('shop:analytics-consent', { detail: { analytics: true, marketing: false } }));
  publish('analytics', { event: 'click' });
  window.dispatchEvent(new CustomEvent('shop:analytics-consent', { detail: { analytics: false, marketing: false } }));
  publish('analytics', { event: 'view' });
  expect(window.dataLayer).toEqual([{ event: 'click' }]);
  stop();
});
