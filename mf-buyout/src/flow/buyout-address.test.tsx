import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { subscribe } from '@shop/shared/bus/bus';
import type { AnalyticsEvent } from '@shop/shared/bus/analytics-event';
import { fakeShop, renderBuyout } from '../test-support/fake-shop';
import { question } from '../test-support/pick-device';

const DEVICE = '/vykup/mobilni-telefony/apple/apple-iphone-13/';

let pageViews: string[] = [];
let stopListening: () => void = () => undefined;
beforeEach(() => {
  pageViews = [];
  stopListening = subscribe('analytics', (event: AnalyticsEvent) => {
    if (event.event === 'virtual_page_view') pageViews.push(String(event.payload?.page_path));
  });
});
afterEach(() => {
  stopListening();
  window.history.pushState(null, '', '/');
});

test('a deep link restores the selection and the answers through the selector data', async () => {
  window.history.pushState(null, '', `${DEVICE}apple-iphone-13-midnight/?answers=2:worn,1:scratched`);
  const shop = fakeShop();
  renderBuyout(shop.fetchImpl);

  await screen.findByRole('group', { name: 'Displej' });
  expect(shop.calls[0]!.url).toBe(
    '/api/new/buyout/product-selector/data/?product_type=mobilni-telefony&product_manufacturer=apple&product_model=apple-iphone-13&product_color=apple-iphone-13-midnight',
  );
  expect(screen.getByRole('radio', { name: 'Midnight' })).toBeChecked();
  expect(screen.getByRole('combobox', { name: 'Model' })).toHaveValue('apple-iphone-13');
  expect(question('Tělo').getByRole('radio', { name: 'Opotřebené' })).toBeChecked();
  expect(question('Displej').getByRole('radio', { name: 'Škrábance' })).toBeChecked();
  expect(screen.getByTestId('buyout-quality')).toHaveTextContent('B');
  // one call restored everything: no choices or appraisal-form calls
  expect(shop.calls).toHaveLength(1);
});

test('a stored offer link asks the selector data with its code', async () => {
  window.history.pushState(null, '', '/vykup/?code=OFFER123');
  const shop = fakeShop();
  renderBuyout(shop.fetchImpl);
  await screen.findByRole('radio', { name: 'Mobilní telefony' });
  expect(shop.calls[0]!.url).toBe('/api/new/buyout/product-selector/data/?code=OFFER123');
});

test('each pick pushes the new path with a virtual page view; answers replace the query; Back restores', async () => {
  window.history.pushState(null, '', '/vykup/');
  const shop = fakeShop();
  renderBuyout(shop.fetchImpl);
  fireEvent.click(await screen.findByRole('radio', { name: 'Mobilní telefony' }));
  await waitFor(() => expect(window.location.pathname).toBe('/vykup/mobilni-telefony/'));
  fireEvent.click(await screen.findByRole('radio', { name: 'Apple' }));
  fireEvent.change(await screen.findByRole('combobox', { name: 'Model' }), { target: { value: 'apple-iphone-13' } });
  fireEvent.click(await screen.findByRole('radio', { name: 'Modrá' }));
  await screen.findByRole('group', { name: 'Displej' });
  expect(window.location.pathname).toBe(`${DEVICE}apple-iphone-13-blue/`);
  expect(pageViews).toEqual([
    '/vykup/mobilni-telefony/',
    '/vykup/mobilni-telefony/apple/',
    DEVICE,
    `${DEVICE}apple-iphone-13-blue/`,
  ]);
  const entries = window.history.length;

  fireEvent.click(question('Tělo').getByRole('radio', { name: 'Jako nové' }));
  expect(new URLSearchParams(window.location.search).get('answers')).toBe('1:flawless,2:like_new,3:removed,4:above_80,5:yes,6:no');
  expect(window.history.length).toBe(entries);
  expect(pageViews).toHaveLength(4);

  // Back to the model page: the colour and the questions go, the model stays
  await act(async () => {
    window.history.back();
    await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  });
  await waitFor(() => expect(screen.queryByRole('group', { name: 'Displej' })).not.toBeInTheDocument());
  expect(window.location.pathname).toBe(DEVICE);
  expect(await screen.findByRole('combobox', { name: 'Model' })).toHaveValue('apple-iphone-13');
  expect(screen.getByRole('radio', { name: 'Modrá' })).not.toBeChecked();

  await act(async () => {
    window.history.forward();
    await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  });
  expect(await screen.findByRole('group', { name: 'Displej' })).toBeInTheDocument();
  expect(question('Tělo').getByRole('radio', { name: 'Jako nové' })).toBeChecked();
});

test('embedded off the buyout page, the widget leaves the address alone', async () => {
  window.history.pushState(null, '', '/partner/page');
  renderBuyout(fakeShop().fetchImpl);
  fireEvent.click(await screen.findByRole('radio', { name: 'Mobilní telefony' }));
  await screen.findByRole('radio', { name: 'Apple' });
  expect(window.location.pathname).toBe('/partner/page');
  expect(pageViews).toEqual([]);
});

test("the shell's own link to the buyout page opens it afresh; the widget's own address changes do not", async () => {
  window.history.pushState(null, '', `${DEVICE}apple-iphone-13-blue/`);
  const shop = fakeShop();
  renderBuyout(shop.fetchImpl);
  await screen.findByRole('group', { name: 'Displej' });
  fireEvent.click(question('Tělo').getByRole('radio', { name: 'Jako nové' }));
  const selectorDataCalls = () => shop.calls.filter((call) => call.url.includes('/product-selector/data/')).length;
  expect(selectorDataCalls()).toBe(1);

  // what the shell's router does for a header link
  act(() => {
    window.history.pushState(null, '', '/vykup/');
    window.dispatchEvent(new Event('shop:navigate'));
  });
  await waitFor(() => expect(screen.queryByRole('group', { name: 'Displej' })).not.toBeInTheDocument());
  expect(selectorDataCalls()).toBe(2);
  expect(await screen.findByRole('radio', { name: 'Mobilní telefony' })).not.toBeChecked();
});

test('a link to a device the shop does not know says so and offers the selector from the start', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  window.history.pushState(null, '', '/vykup/neznamy-typ/');
  const shop = fakeShop((path) => (path.endsWith('/product-selector/data/') ? { status: 404, body: { detail: 'Nenalezeno.' } } : undefined));
  renderBuyout(shop.fetchImpl);
  expect(await screen.findByRole('alert')).toHaveTextContent('Zařízení z odkazu jsme nenašli. Vyberte ho prosím znovu.');
  expect(await screen.findByRole('radio', { name: 'Mobilní telefony' })).not.toBeChecked();
});
