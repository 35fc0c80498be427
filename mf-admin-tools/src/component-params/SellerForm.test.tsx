import { fireEvent, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '@shop/shared/http/api-client';
import { fakeFetch } from '@shop/shared/http/fake-fetch';
import { DEVELOPMENT_SELLERS } from '@shop/shared/seller/development-sellers';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../locales/catalogs';
import { SellerForm } from './SellerForm';

const param = { key: 'seller', value: DEVELOPMENT_SELLERS.RO, is_default: false, updated_at: null, updated_by_email: 'seed' };

test('Romanian seller: CUI, Reg. Com., share capital and a county select; the server\'s field errors show at their fields', async () => {
  const server = fakeFetch(() => ({ status: 400, body: { value: { company_id: ['CUI invalid.'], bank_accounts: { '1': ['IBAN invalid.'] } } } }));
  document.cookie = 'csrftoken=test-csrf-token';
  const apiClient = createApiClient({ getLocale: () => 'ro', fetchImpl: server.fetchImpl });
  renderInWidget(<SellerForm param={param} />, { locale: 'ro', market: 'RO', catalogs, apiClient, queryClient: new QueryClient() });

  expect(screen.getByLabelText(/^CUI/)).toHaveValue('44455560');
  expect(screen.getByLabelText(/^Număr în registrul comerțului/)).toHaveValue('J2020012345407');
  expect(screen.getByLabelText(/^Capital social/)).toHaveValue('200 lei');
  expect(screen.getByLabelText(/^Județ sau sector/)).toHaveValue('București, Sector 1');
  expect(screen.getAllByRole('option')).toHaveLength(48);

  fireEvent.change(screen.getByLabelText(/^CUI/), { target: { value: '44455561' } });
  fireEvent.change(screen.getByLabelText(/^Conturi bancare/), { target: { value: 'RO49AAAA1B31007593840000\nRO00\n' } });
  fireEvent.click(screen.getByRole('button', { name: 'Salvează' }));

  expect(await screen.findByText('CUI invalid.')).toBeInTheDocument();
  expect(screen.getByText('2: IBAN invalid.')).toBeInTheDocument();
  const saved = server.calls.find((call) => call.init.method === 'POST')!;
  expect(JSON.parse(String(saved.init.body))).toEqual({ key: 'seller', value: { ...DEVELOPMENT_SELLERS.RO, company_id: '44455561', bank_accounts: ['RO49AAAA1B31007593840000', 'RO00'] } });
});

test('Czech seller: IČO and DIČ, no county or share capital', () => {
  const apiClient = createApiClient({ getLocale: () => 'cs', fetchImpl: fakeFetch(() => ({ status: 200, body: {} })).fetchImpl });
  renderInWidget(<SellerForm param={{ ...param, value: DEVELOPMENT_SELLERS.CZ }} />, { locale: 'cs', market: 'CZ', catalogs, apiClient, queryClient: new QueryClient() });
  expect(screen.getByLabelText(/^IČO/)).toHaveValue('12345679');
  expect(screen.getByLabelText(/^DIČ/)).toHaveValue('CZ12345679');
  expect(screen.getByLabelText(/^Bankovní účty/)).toHaveValue('CZ6508000000192000145399');
  expect(screen.queryByLabelText(/^Župa/)).toBeNull();
  expect(screen.queryByLabelText(/^Základní kapitál/)).toBeNull();
});
