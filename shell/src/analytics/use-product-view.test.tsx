import { act, render } from '@testing-library/react';
import { subscribe } from '@shop/shared/bus/bus';
import type { AnalyticsEvent } from '@shop/shared/bus/analytics-event';
import { FakeIntersectionObserver } from '@shop/shared/analytics/fake-intersection-observer';
import type { ReportableProduct } from '@shop/shared/analytics/product-object';
import { useProductViewRef, ViewTrackerProvider } from './use-product-view';
import { VIEW_DWELL_MS } from '@shop/shared/analytics/view-tracker';

const phone: ReportableProduct = {
  id: 1,
  code: 'IP13-128',
  long_name: 'Apple iPhone 13 128 GB',
  short_name: 'iPhone 13',
  price: 15990,
  common_price: null,
  type_device_name: 'Mobilní telefony',
  master_product: { manufacturer_name: 'Apple' },
  root_category_names: ['Mobilní telefony'],
  category_names: ['Apple'],
  quality_name: null,
  meta_attributes_description: '128 GB',
  special_offers_product_badge: [],
  gifts: [],
  special_offer_icons: [],
};

function Tile({ product }: { product: ReportableProduct }) {
  const ref = useProductViewRef<HTMLElement>(product, 'listing');
  return <article ref={ref} data-testid={product.code} />;
}

const original = globalThis.IntersectionObserver;
beforeEach(() => {
  jest.useFakeTimers();
  FakeIntersectionObserver.instances = [];
  globalThis.IntersectionObserver = FakeIntersectionObserver;
});
afterEach(() => {
  jest.useRealTimers();
  globalThis.IntersectionObserver = original;
});

test('a tile seen for a second publishes view with the product object; a new page view may publish it again', () => {
  const events: AnalyticsEvent[] = [];
  const stop = subscribe('analytics', (event) => events.push(event));
  const { getByTestId, rerender } = render(
    <ViewTrackerProvider pageView="/mobilni-telefony/">
      <Tile product={phone} />
    </ViewTrackerProvider>,
  );
  act(() => FakeIntersectionObserver.show(getByTestId('IP13-128'), 0.7));
  act(() => jest.advanceTimersByTime(VIEW_DWELL_MS));
  act(() => FakeIntersectionObserver.show(getByTestId('IP13-128'), 1));
  act(() => jest.advanceTimersByTime(VIEW_DWELL_MS));
  expect(events).toEqual([
    { event: 'view', payload: { placement: 'listing', product: expect.objectContaining({ code: 'IP13-128', master_product: { manufacturer_name: 'Apple' } }) } },
  ]);

  rerender(
    <ViewTrackerProvider pageView="/mobilni-telefony/?strana=2">
      <Tile product={phone} />
    </ViewTrackerProvider>,
  );
  act(() => FakeIntersectionObserver.show(getByTestId('IP13-128'), 0.7));
  act(() => jest.advanceTimersByTime(VIEW_DWELL_MS));
  expect(events).toHaveLength(2);
  stop();
});
