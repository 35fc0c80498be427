import { screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '@shop/shared/http/api-client';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../locales/catalogs';
import { fakeShop } from '../test-support/fake-shop';
import { PartnerBuyout } from './PartnerBuyout';

function renderOnPartnerPage(widgetMarket: 'CZ' | 'RO', shopMarket: 'CZ' | 'RO') {
  window.history.replaceState(null, '', '/partner/page/');
  const shop = fakeShop((path) =>
    path === '/api/new/core/config/' ? { status: 200, body: { market: shopMarket, default_locale: shopMarket === 'CZ' ? 'cs' : 'ro', currency: shopMarket === 'CZ' ? 'CZK' : 'RON' } } : undefined,
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const apiClient = createApiClient({ getLocale: () => 'cs', fetchImpl: shop.fetchImpl });
  renderInWidget(<PartnerBuyout apiBase="https://shop.example" />, { locale: 'cs', market: widgetMarket, catalogs, queryClient, apiClient });
}

test('a data-market other than the shop’s is said in the widget and in the console, and the flow does not run', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    renderOnPartnerPage('RO', 'CZ');
    expect(await screen.findByTestId('buyout-market-mismatch')).toHaveTextContent('Tento widget je nastaven pro trh RO, obchod ale obsluhuje trh CZ.');
    expect(screen.queryByTestId('buyout-flow')).toBeNull();
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('data-market="RO" but the shop at https://shop.example serves the CZ market'));
  } finally {
    errors.mockRestore();
  }
});

test('the shop’s own market runs the flow', async () => {
  renderOnPartnerPage('CZ', 'CZ');
  expect(await screen.findByRole('radio', { name: 'Mobilní telefony' })).toBeInTheDocument();
  expect(screen.queryByTestId('buyout-market-mismatch')).toBeNull();
});
