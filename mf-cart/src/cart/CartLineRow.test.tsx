import { screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '@shop/shared/http/api-client';
import { fakeFetch } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../locales/catalogs';
import { cartLine, cartProduct, cartWith } from '../test-support/cart-fixtures';
import { CartLineRow } from './CartLineRow';
import { CheckoutStoreProvider } from '../store/checkout-context';

function renderLine(lowest: number | null, locale: 'cs' | 'ro' = 'cs') {
  const line = cartLine(7, 'IP13', { product: cartProduct('IP13', { price: 9990, common_price: lowest, lowest_price_30_days: lowest, is_device: false }) });
  const server = fakeFetch(() => ({ status: 200, body: cartWith([line]) }));
  const apiClient = createApiClient({ getLocale: () => locale, fetchImpl: server.fetchImpl });
  return renderInWidget(<CheckoutStoreProvider><CartLineRow line={line} priceChanged={false} /></CheckoutStoreProvider>, { locale, market: locale === 'cs' ? 'CZ' : 'RO', catalogs, queryClient: new QueryClient(), apiClient });
}

test('a discounted line names its crossed-out price as the lowest of the 30 days before the discount', () => {
  renderLine(11990);
  const note = screen.getByTestId('lowest-price-30-days');
  expect(note).toHaveTextContent(/^Nejnižší cena za 30 dní před slevou: 11\s990\sKč$/);
  expect(note.querySelector('s')).toHaveTextContent(/11\s990\sKč/);
});

test('in Romanian, and nothing crossed out where the 30-day price is not higher', () => {
  const { unmount } = renderLine(11990, 'ro');
  expect(screen.getByTestId('lowest-price-30-days')).toHaveTextContent(/^Cel mai mic preț din ultimele 30 de zile: /);
  unmount();
  renderLine(9990);
  expect(screen.queryByTestId('lowest-price-30-days')).toBeNull();
  expect(document.querySelector('s')).toBeNull();
});
