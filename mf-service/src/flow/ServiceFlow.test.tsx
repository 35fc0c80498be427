import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { BUS_STATE_PROPERTY, publish, subscribe } from '@shop/shared/bus/bus';
import type { AnalyticsEvent } from '@shop/shared/bus/analytics-event';
import { createApiClient } from '@shop/shared/http/api-client';
import type { FakeAnswer } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../locales/catalogs';
import { bookedOrder, fakeServiceServer, ORDER_LOCATION } from '../test-support/fake-service-server';
import { iphone15Suggestion } from '../test-support/fixtures';
import { ServiceFlow } from './ServiceFlow';

const analytics: AnalyticsEvent[] = [];
let unsubscribe: () => void;
beforeEach(() => {
  analytics.length = 0;
  unsubscribe = subscribe('analytics', (event) => analytics.push(event));
});
afterEach(() => unsubscribe());

function renderFlow(path: string, options: { locale?: 'cs' | 'ro'; override?: (path: string, init: RequestInit) => FakeAnswer | undefined } = {}) {
  const { locale = 'cs', override } = options;
  window.history.replaceState(null, '', path);
  const server = fakeServiceServer(override);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const apiClient = createApiClient({ getLocale: () => locale, fetchImpl: server.fetchImpl });
  const view = renderInWidget(<ServiceFlow />, { locale, market: locale === 'cs' ? 'CZ' : 'RO', catalogs, queryClient, apiClient });
  return { server, view, requested: (part: string) => server.calls.filter((call) => call.url.includes(part)) };
}

const operationRows = () => within(screen.getByTestId('service-operations')).getAllByRole('listitem');

test('a deep link restores the selection and its operations, 7 of them at first', async () => {
  const { requested } = renderFlow('/servis/mobilni-telefony/apple/iphone-15/');
  expect(await screen.findByRole('checkbox', { name: 'Výměna displeje' })).toBeInTheDocument();
  expect(requested('/product-selector/data/')[0]!.url).toContain('product_type=mobilni-telefony&product_manufacturer=apple&product_model=iphone-15');
  expect(operationRows()).toHaveLength(7);
  expect(screen.getByRole('radio', { name: 'Apple' })).toBeChecked();
  expect(screen.getByRole('combobox', { name: 'Model' })).toHaveValue('iphone-15');
  fireEvent.click(screen.getByRole('button', { name: 'Zobrazit 2 další opravy' }));
  expect(operationRows()).toHaveLength(9);
  // Arriving is not a new page of ours: no push, no virtual page view.
  expect(analytics).toEqual([]);
});

test('a link with an unknown model keeps what is known and corrects the address in place', async () => {
  const { requested } = renderFlow('/servis/mobilni-telefony/apple/iphone-99/');
  await waitFor(() => expect(window.location.pathname).toBe('/servis/mobilni-telefony/apple/'));
  expect(screen.getByRole('radio', { name: 'Apple' })).toBeChecked();
  expect(screen.getByRole('combobox', { name: 'Model' })).toHaveValue('');
  expect(requested('/product-selector/data/')).toHaveLength(1);
  expect(analytics).toEqual([]);
});

test('picking a search suggestion shows its operations and puts the device in the address', async () => {
  renderFlow('/servis/');
  const box = screen.getByRole('combobox', { name: 'Vyhledejte své zařízení' });
  fireEvent.change(box, { target: { value: 'iph' } });
  const suggestion = await screen.findByRole('option', { name: 'Apple iPhone 15' });
  fireEvent.click(suggestion);
  expect(await screen.findByRole('checkbox', { name: 'Výměna displeje' })).toBeInTheDocument();
  expect(window.location.pathname).toBe(iphone15Suggestion.url);
  expect(analytics).toContainEqual({ event: 'virtual_page_view', payload: { page_path: iphone15Suggestion.url } });
});

test('the cascade walks to a colour, which loads its operations; every step goes into the address', async () => {
  renderFlow('/servis/');
  fireEvent.click(await screen.findByRole('radio', { name: 'Mobilní telefony' }));
  fireEvent.click(await screen.findByRole('radio', { name: 'Apple' }));
  fireEvent.change(await screen.findByRole('combobox', { name: 'Model' }), { target: { value: 'iphone-15' } });
  fireEvent.click(await screen.findByRole('radio', { name: 'iPhone 15 Pink' }));
  expect(await screen.findByRole('checkbox', { name: 'Výměna displeje' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/servis/mobilni-telefony/apple/iphone-15/iphone-15-pink/');
  expect(analytics.filter((event) => event.event === 'virtual_page_view').map((event) => event.payload?.page_path)).toEqual([
    '/servis/mobilni-telefony/',
    '/servis/mobilni-telefony/apple/',
    '/servis/mobilni-telefony/apple/iphone-15/',
    '/servis/mobilni-telefony/apple/iphone-15/iphone-15-pink/',
  ]);
});

test('Back returns to the previous address and its selection', async () => {
  const { requested } = renderFlow('/servis/');
  fireEvent.click(await screen.findByRole('radio', { name: 'Mobilní telefony' }));
  await waitFor(() => expect(window.location.pathname).toBe('/servis/mobilni-telefony/'));
  fireEvent.change(screen.getByRole('combobox', { name: 'Vyhledejte své zařízení' }), { target: { value: 'iph' } });
  fireEvent.click(await screen.findByRole('option', { name: 'Apple iPhone 15' }));
  await screen.findByRole('checkbox', { name: 'Výměna displeje' });
  const before = requested('/product-selector/data/').length;

  act(() => {
    window.history.back();
  });
  await waitFor(() => expect(requested('/product-selector/data/').length).toBe(before + 1));
  expect(window.location.pathname).toBe('/servis/mobilni-telefony/');
  expect(requested('/product-selector/data/').at(-1)!.url).toMatch(/\?product_type=mobilni-telefony$/);
});

test('booking moves to the status page with the timeline', async () => {
  renderFlow('/servis/mobilni-telefony/apple/iphone-15/');
  fireEvent.click(await screen.findByRole('checkbox', { name: 'Výměna displeje' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Výměna baterie' }));
  expect(screen.getByTestId('operations-total')).toHaveTextContent('Celkem za 2 opravy: 2 250 Kč');
  fireEvent.change(await screen.findByRole('combobox', { name: /Servisní centrum/ }), { target: { value: '3' } });
  fireEvent.click(await screen.findByRole('radio', { name: '10:00' }));
  fireEvent.change(screen.getByRole('textbox', { name: /^Jméno/ }), { target: { value: 'Jan' } });
  fireEvent.change(screen.getByRole('textbox', { name: /^Příjmení/ }), { target: { value: 'Novák' } });
  fireEvent.change(screen.getByRole('textbox', { name: /^E-mail/ }), { target: { value: 'jan.novak@example.cz' } });
  fireEvent.change(screen.getByRole('textbox', { name: /^Telefon/ }), { target: { value: '601123456' } });
  fireEvent.click(screen.getByRole('button', { name: 'Závazně rezervovat' }));

  const order = await screen.findByTestId('service-order');
  expect(window.location.pathname).toBe(ORDER_LOCATION);
  expect(within(order).getByRole('heading', { name: `Servisní zakázka ${bookedOrder.order_number}` })).toHaveFocus();
  const timeline = within(screen.getByTestId('service-order-timeline')).getAllByRole('listitem');
  expect(timeline.map((step) => step.textContent?.split(/\d/)[0])).toEqual([
    'Rezervováno',
    'Přijato do servisu',
    'V opravě',
    'Připraveno k vyzvednutí',
    'Vyzvednuto',
  ]);
  expect(timeline[0]).toHaveAttribute('aria-current', 'step');
  expect(analytics.map((event) => event.event)).toEqual(['services', 'virtual_page_view']);
});

test('the lookup form finds an order by number and contact, and says when it does not', async () => {
  let found = false;
  renderFlow('/servis/objednavka/', {
    override: (path, init) => {
      if (path !== '/api/new/service/orders/lookup/') return undefined;
      const body = JSON.parse(String(init.body));
      found = body.contact === '+420 601 123 456';
      return found ? { status: 200, body: bookedOrder } : { status: 404, body: { detail: 'Nenalezeno.' } };
    },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Zobrazit stav' }));
  expect(screen.getByRole('textbox', { name: /Číslo zakázky/ })).toHaveAccessibleDescription(/Toto pole je povinné\./);

  fireEvent.change(screen.getByRole('textbox', { name: /Číslo zakázky/ }), { target: { value: 's000000042' } });
  fireEvent.change(screen.getByRole('textbox', { name: /E-mail nebo telefon/ }), { target: { value: 'someone@example.cz' } });
  fireEvent.click(screen.getByRole('button', { name: 'Zobrazit stav' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Zakázku s tímto číslem a kontaktem jsme nenašli.');

  fireEvent.change(screen.getByRole('textbox', { name: /E-mail nebo telefon/ }), { target: { value: '+420 601 123 456' } });
  fireEvent.click(screen.getByRole('button', { name: 'Zobrazit stav' }));
  expect(await screen.findByTestId('service-order-status')).toHaveTextContent('Stav: Rezervováno');
  expect(found).toBe(true);
});

test('a found order is asked for again in the new language, staying on screen meanwhile', async () => {
  const { requested } = renderFlow('/servis/objednavka/', {
    override: (path) => (path === '/api/new/service/orders/lookup/' ? { status: 200, body: bookedOrder } : undefined),
  });
  fireEvent.change(screen.getByRole('textbox', { name: /Číslo zakázky/ }), { target: { value: 'S000000042' } });
  fireEvent.change(screen.getByRole('textbox', { name: /E-mail nebo telefon/ }), { target: { value: 'jan.novak@example.cz' } });
  fireEvent.click(screen.getByRole('button', { name: 'Zobrazit stav' }));
  await screen.findByTestId('service-order');
  try {
    act(() => publish('locale', 'ro'));
    expect(screen.getByTestId('service-order-status')).toHaveTextContent('Stare: Rezervat');
    await waitFor(() => expect(requested('/orders/lookup/')).toHaveLength(2));
    expect(JSON.parse(String(requested('/orders/lookup/')[1]!.init.body))).toEqual({ order_number: 'S000000042', contact: 'jan.novak@example.cz' });
  } finally {
    // The bus replays the last language to later widgets; later tests start from their own.
    delete (window as unknown as Record<string, unknown>)[BUS_STATE_PROPERTY];
  }
});

test('an unknown status link says so in the user language and offers the lookup', async () => {
  renderFlow(`/service/comanda/S000000099/${'b'.repeat(43)}/`, { locale: 'ro' });
  expect(await screen.findByRole('alert')).toHaveTextContent('Nu am găsit comanda');
  fireEvent.click(within(screen.getByRole('alert')).getByRole('button'));
  expect(await screen.findByTestId('order-lookup')).toBeInTheDocument();
  expect(window.location.pathname).toBe('/service/comanda/');
});

test('placed on another page, the widget works without touching that page’s address', async () => {
  renderFlow('/partner/opravy.html');
  fireEvent.change(screen.getByRole('combobox', { name: 'Vyhledejte své zařízení' }), { target: { value: 'iph' } });
  fireEvent.click(await screen.findByRole('option', { name: 'Apple iPhone 15' }));
  expect(await screen.findByRole('checkbox', { name: 'Výměna displeje' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('link', { name: 'Stav servisní zakázky' }));
  expect(await screen.findByTestId('order-lookup')).toBeInTheDocument();
  expect(window.location.pathname).toBe('/partner/opravy.html');
  expect(analytics).toEqual([]);
});

test('the widget’s own navigation is a named landmark in both languages', async () => {
  renderFlow('/servis/');
  expect(screen.getByRole('navigation', { name: 'Servisní stránky' })).toBeInTheDocument();
  renderFlow('/servis/', { locale: 'ro' });
  expect(screen.getByRole('navigation', { name: 'Pagini service' })).toBeInTheDocument();
});
