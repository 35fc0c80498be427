import { fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { subscribe } from '@shop/shared/bus/bus';
import type { AnalyticsEvent } from '@shop/shared/bus/analytics-event';
import { createApiClient } from '@shop/shared/http/api-client';
import { fakeFetch, type FakeAnswer } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { addToCartCatalogs } from '../add-to-cart/locales/catalogs';
import { cartPackages } from '@shop/shared/contract/cart-core';
import { cartCount } from '@shop/shared/contract/cart-count';
import { routeKey } from '@shop/shared/query/route-query';
import { cartLine, cartWith } from '../test-support/cart-fixtures';
import { productTile } from '@shop/shared/contract/product-tile.fixture';
import { AddToCartWithSubcart } from './AddToCartWithSubcart';

const phone = productTile('IP13');
const addedCart = cartWith([cartLine(2, 'IP13')]);
const lineOptions = {
  line: cartLine(2, 'IP13'),
  insurance_options: [{ id: 11, kind: 'screen', name: 'Pojištění displeje', price: 990, selected: false }],
  warranty_options: [],
  prolong_warranty_options: [],
};

function renderButton(answer: (url: string, init: RequestInit) => FakeAnswer, locale: 'cs' | 'ro' = 'cs', product = phone) {
  // Unsafe calls first ask who is logged in for the CSRF token, as in the shop.
  const server = fakeFetch((url, init) => (url.endsWith('/api/new/auth/me/') ? { status: 200, body: { user: null, csrf_token: 'token' } } : answer(url, init)));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const apiClient = createApiClient({ getLocale: () => locale, fetchImpl: server.fetchImpl });
  // The button's own catalog, as the exposed module mounts it: the subcart must bring the widget's catalog itself.
  const view = renderInWidget(<AddToCartWithSubcart product={product} placement="listing" />, { locale, market: locale === 'ro' ? 'RO' : 'CZ', catalogs: addToCartCatalogs, queryClient, apiClient });
  return Object.assign(server, { queryClient, view });
}

/** How often the cache is given a cart answer: an add must be written once, not by the hook and the button both. */
function countCartWrites(queryClient: QueryClient) {
  const writes: unknown[] = [];
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && event.query.queryKey[0] === cartPackages.name) writes.push(event.action.data);
  });
  return writes;
}

beforeEach(() => window.localStorage.clear());

test('adding sends quantity 1, updates the badge and opens the subcart with the add-ons of the new line', async () => {
  const events: AnalyticsEvent[] = [];
  const stop = subscribe('analytics', (event) => events.push(event));
  const server = renderButton((url, init) => {
    if (url.endsWith('/api/new/cart/add-product/') && init.method === 'POST') return { status: 200, body: { cart: addedCart, item_id: 2 } };
    if (url.includes('/api/new/cart/package-product/2/')) return { status: 200, body: lineOptions };
    return { status: 404, body: { detail: 'not here' } };
  });

  const published: number[] = [];
  const stopCount = subscribe('cart-count', (count) => published.push(count));
  const writes = countCartWrites(server.queryClient);

  fireEvent.click(screen.getByRole('button', { name: 'Do košíku: IP13' }));
  const dialog = await screen.findByRole('dialog', { name: 'Přidáno do košíku' });
  stop();
  stopCount();

  const add = server.calls.find((call) => call.url.endsWith('/add-product/'));
  expect(JSON.parse(String(add?.init.body))).toEqual({ product: phone.id, quantity: 1 });
  // The answer is written once, to the cache; the shell's CartCountSync is the one publisher of the count.
  expect(writes).toEqual([addedCart]);
  expect(server.queryClient.getQueryData(routeKey(cartCount, {}))).toEqual({ count: 1 });
  expect(published).toEqual([]);
  expect(dialog).toHaveTextContent('Apple IP13');
  expect(await screen.findByTestId('subcart-insurance-screen')).not.toBeChecked();
  expect(screen.getByRole('link', { name: 'Přejít do košíku' })).toHaveAttribute('href', '/kosik/');
  expect(events[0]).toMatchObject({ event: 'click', payload: { action: 'add_to_cart', placement: 'listing', currency: 'CZK', product: { code: 'IP13' } } });

  const shopping: AnalyticsEvent[] = [];
  const stopShopping = subscribe('analytics', (event) => shopping.push(event));
  fireEvent.click(screen.getByRole('button', { name: 'Pokračovat v nákupu' }));
  stopShopping();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(shopping).toEqual([{ event: 'continue_shopping', payload: expect.objectContaining({ currency: 'CZK', products: [expect.objectContaining({ code: 'IP13', quantity: 1 })] }) }]);
  // Back on the page, a polite toast keeps the cart one step away.
  const toast = screen.getByText('Přidáno do košíku: IP13').parentElement!;
  expect(toast).toHaveAttribute('role', 'status');
  expect(toast.parentElement).toHaveAttribute('aria-live', 'polite');
  expect(screen.getByRole('link', { name: 'Přejít do košíku' })).toHaveAttribute('href', '/kosik/');
});

test('going to the cart from the subcart leaves no toast behind', async () => {
  renderButton((url, init) => {
    if (url.endsWith('/api/new/cart/add-product/') && init.method === 'POST') return { status: 200, body: { cart: addedCart, item_id: 2 } };
    if (url.includes('/api/new/cart/package-product/2/')) return { status: 200, body: lineOptions };
    return { status: 404, body: { detail: 'not here' } };
  });
  fireEvent.click(screen.getByRole('button', { name: 'Do košíku: IP13' }));
  await screen.findByRole('dialog', { name: 'Přidáno do košíku' });
  fireEvent.click(screen.getByRole('link', { name: 'Přejít do košíku' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.queryByText('Přidáno do košíku: IP13')).not.toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('the subcart opens in Romanian: it loads the widget catalog the button was mounted without', async () => {
  renderButton((url, init) => {
    if (url.endsWith('/api/new/cart/add-product/') && init.method === 'POST') return { status: 200, body: { cart: addedCart, item_id: 2 } };
    if (url.includes('/api/new/cart/package-product/2/')) return { status: 200, body: lineOptions };
    return { status: 404, body: { detail: 'not here' } };
  }, 'ro');
  fireEvent.click(screen.getByRole('button', { name: 'Adaugă în coș: IP13' }));
  expect(await screen.findByRole('dialog', { name: 'Adăugat în coș' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Mergi la coș' })).toBeInTheDocument();
  fireEvent.click(screen.getByTestId('continue-shopping'));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  // The button's texts are still there after the widget catalog was merged in, and the toast speaks Romanian.
  expect(screen.getByRole('button', { name: 'Adaugă în coș: IP13' })).toBeInTheDocument();
  expect(screen.getByText('Adăugat în coș: IP13').parentElement).toHaveAttribute('role', 'status');
  expect(screen.getByRole('link', { name: 'Mergi la coș' })).toHaveAttribute('href', '/cos/');
});

test('a refused add shows the first non_field_errors entry and leaves the count alone (spec section 8)', async () => {
  const server = renderButton(() => ({ status: 400, body: { non_field_errors: ['Produkt už není skladem.', 'second'], quantity: ['ignored'] } }));
  fireEvent.click(screen.getByRole('button', { name: 'Do košíku: IP13' }));
  expect(await screen.findByTestId('add-to-cart-error')).toHaveTextContent('Produkt už není skladem.');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(server.queryClient.getQueryData(routeKey(cartCount, {}))).toBeUndefined();
});

test('two buttons on one page each have their own store: only the one that added opens a subcart', async () => {
  const answer = (url: string, init: RequestInit): FakeAnswer => {
    if (url.endsWith('/api/new/cart/add-product/') && init.method === 'POST') return { status: 200, body: { cart: addedCart, item_id: 2 } };
    if (url.includes('/api/new/cart/package-product/2/')) return { status: 200, body: lineOptions };
    return { status: 404, body: { detail: 'not here' } };
  };
  renderButton(answer);
  renderButton(answer, 'cs', productTile('IP14'));
  fireEvent.click(screen.getByRole('button', { name: 'Do košíku: IP13' }));
  expect(await screen.findByRole('dialog', { name: 'Přidáno do košíku' })).toHaveTextContent('Apple IP13');
  expect(screen.getAllByRole('dialog')).toHaveLength(1);
  fireEvent.click(screen.getByRole('button', { name: 'Pokračovat v nákupu' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getAllByRole('status')).toHaveLength(1);
  expect(screen.getByRole('status')).toHaveTextContent('Přidáno do košíku: IP13');
});

test('without non_field_errors the first message of the error object is shown, in Romanian too', async () => {
  renderButton(() => ({ status: 400, body: { quantity: ['Cantitate indisponibilă.'] } }), 'ro');
  fireEvent.click(screen.getByRole('button', { name: 'Adaugă în coș: IP13' }));
  expect(await screen.findByTestId('add-to-cart-error')).toHaveTextContent('Cantitate indisponibilă.');
});

test('a sold-out tile says so in its accessible name too, and cannot be pressed (axe label-content-name-mismatch)', () => {
  renderButton(() => ({ status: 500, body: {} }), 'cs', productTile('IP14', { availability: 'sold_out' }));
  const button = screen.getByTestId('add-to-cart');
  expect(button).toBeDisabled();
  expect(button).toHaveAccessibleName('Vyprodáno: IP14');
});
