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

test('an applied code that lapsed says why, and the general text stays for an answer without a reason (issue #33)', async () => {
  const server = fakeFetch(() => ({ status: 200, body: { user: null, csrf_token: 'c'.repeat(32) } }));
  const apiClient = createApiClient({ getLocale: () => 'cs', fetchImpl: server.fetchImpl });
  const lapsed = { kind: 'code' as const, percent: 10, amount: 0, valid: false };
  renderInWidget(
    <DiscountForm
      codes={[
        { ...lapsed, id: 1, code: 'VYCERPANO1', problem: 'used_up' },
        { ...lapsed, id: 2, code: 'SKONCILO01', problem: 'expired' },
        { ...lapsed, id: 3, code: 'STARYKLIENT', problem: null },
      ]}
      products={[]}
    />,
    { locale: 'cs', market: 'CZ', catalogs, queryClient: new QueryClient(), apiClient },
  );
  const rows = screen.getAllByRole('listitem');
  expect(rows[0]).toHaveTextContent('Tento slevový kód už byl vyčerpán.');
  expect(rows[1]).toHaveTextContent('Platnost tohoto slevového kódu už skončila.');
  expect(rows[2]).toHaveTextContent('Košík obsahuje neplatnou slevu.');
  expect(rows[0]).not.toHaveTextContent('Košík obsahuje neplatnou slevu.');
});
