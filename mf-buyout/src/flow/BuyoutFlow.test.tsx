import { screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '@shop/shared/http/api-client';
import { fakeFetch } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../locales/catalogs';
import { BuyoutFlow } from './BuyoutFlow';

function answering(status: number, body: unknown): typeof fetch {
  return fakeFetch(() => ({ status, body })).fetchImpl;
}

function renderFlow(fetchImpl: typeof fetch, locale: 'cs' | 'ro' = 'cs') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const apiClient = createApiClient({ getLocale: () => locale, fetchImpl });
  return renderInWidget(<BuyoutFlow />, { locale, market: locale === 'cs' ? 'CZ' : 'RO', catalogs, queryClient, apiClient });
}

test('lists the product types the server answers', async () => {
  renderFlow(answering(200, { choices: [{ value: 'prislusenstvi', label: 'Chytré hodinky' }], url: '/vykup/' }));
  expect(await screen.findByRole('radio', { name: 'Chytré hodinky' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Výkup zařízení' })).toBeInTheDocument();
});

test('says in the user language when the types cannot be loaded', async () => {
  renderFlow(answering(500, {}), 'ro');
  expect(await screen.findByRole('alert')).toHaveTextContent(/\S/);
  expect(screen.getByRole('alert')).not.toHaveTextContent('Typy zařízení');
});
