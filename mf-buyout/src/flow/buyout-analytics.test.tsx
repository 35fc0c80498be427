import { fireEvent, screen } from '@testing-library/react';
import type { AnalyticsEvent } from '@shop/shared/bus/analytics-event';
import { subscribe } from '@shop/shared/bus/bus';
import { fakeShop, renderBuyout } from '../test-support/fake-shop';
import { pickPricedIphone } from '../test-support/pick-device';

test('the flow reports its views and the customer clicks on the analytics bus', async () => {
  const events: AnalyticsEvent[] = [];
  const stop = subscribe('analytics', (event) => events.push(event));
  try {
    renderBuyout(fakeShop().fetchImpl);
    await pickPricedIphone();
    fireEvent.click(screen.getByRole('button', { name: 'Prodat online' }));

    const names = events.map((event) => `${event.event}:${String(event.payload?.screen ?? event.payload?.element)}`);
    expect(names).toEqual([
      'view:selector',
      'click:selector_product_type',
      'click:selector_manufacturer',
      'click:selector_model',
      'click:selector_color',
      'view:appraisal',
      'click:open_sell_online',
    ]);
    expect(events[5]!.payload).toMatchObject({ flow: 'buyout', device: 'apple-iphone-13-blue', version: 'v1' });
  } finally {
    stop();
  }
});
