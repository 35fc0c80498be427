import { fireEvent, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '@shop/shared/http/api-client';
import { fakeFetch } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../locales/catalogs';
import { DiscountForm } from './DiscountForm';

function renderForm() {
  const server = fakeFetch((url) =>
    url.includes('/auth/me/') ? { status: 200, body: { user: null, csrf_token: 'c'.repeat(32) } } : { status: 400, body: { code: ['Neplatný slevový kód.'] } },
  );
  document.cookie = 'csrftoken=test-csrf-token';
  const apiClient = createApiClient({ getLocale: () => 'cs', fetchImpl: server.fetchImpl });
  renderInWidget(<DiscountForm codes={[]} products={[]} />, { locale: 'cs', market: 'CZ', catalogs, queryClient: new QueryClient(), apiClient });
}

test('a refused code is reported at its field until the customer changes it', async () => {
  renderForm();
  fireEvent.change(screen.getByTestId('discount-code'), { target: { value: 'SPATNYKOD1' } });
  fireEvent.click(screen.getByTestId('apply-discount'));
  expect(await screen.findByText('Neplatný slevový kód.')).toBeInTheDocument();
  fireEvent.change(screen.getByTestId('discount-code'), { target: { value: 'VANOCE2026' } });
  expect(screen.queryByText('Neplatný slevový kód.')).toBeNull();
  expect(screen.getByTestId('discount-code')).not.toHaveAttribute('aria-invalid', 'true');
});

test('switching to the student card drops the code\'s refusal too', async () => {
  renderForm();
  fireEvent.change(screen.getByTestId('discount-code'), { target: { value: 'SPATNYKOD1' } });
  fireEvent.click(screen.getByTestId('apply-discount'));
  expect(await screen.findByText('Neplatný slevový kód.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('radio', { name: 'Studentská karta ISIC' }));
  fireEvent.click(screen.getByRole('radio', { name: 'Slevový kód' }));
  expect(screen.queryByText('Neplatný slevový kód.')).toBeNull();
});
