import { fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { AdminMasterProductDetail } from '@shop/shared/contract/admin-products';
import { createApiClient } from '@shop/shared/http/api-client';
import { fakeFetch } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../locales/catalogs';
import { MasterProductAdmin } from './MasterProductAdmin';

const master: AdminMasterProductDetail = {
  id: 7,
  name: 'iPhone 13',
  version: 2,
  manufacturer: { id: 1, name: 'Apple' },
  type_device: { id: 2, name: 'Mobilní telefony' },
  categories: [{ id: 30, name: 'Apple iPhone' }],
  meta_master: { id: 4, name: 'iPhone 13 řada' },
  products: [{ id: 41, code: 'APL-IP13-128-BLK', name: 'Apple iPhone 13 128 GB černý', price: 12999, stock: 6 }],
};

test('the master form saves name, maker and type with the loaded version; categories are read only with a link to their admin', async () => {
  const server = fakeFetch((url, init) => {
    if (init.method === 'PATCH') return { status: 200, body: { ...master, ...(JSON.parse(String(init.body)) as object), version: 3, manufacturer: master.manufacturer, type_device: master.type_device } };
    if (url.includes('/manufacturers/')) return { status: 200, body: { results: [{ id: 1, name: 'Apple' }] } };
    if (url.includes('/type-devices/')) return { status: 200, body: { results: [{ id: 2, code: 'phones', name: 'Mobilní telefony' }] } };
    return { status: 200, body: master };
  });
  document.cookie = 'csrftoken=test-csrf-token';
  const apiClient = createApiClient({ getLocale: () => 'cs', fetchImpl: server.fetchImpl });
  const onOpenProduct = jest.fn();
  renderInWidget(<MasterProductAdmin id={7} onBack={jest.fn()} onOpenProduct={onOpenProduct} />, { locale: 'cs', market: 'CZ', catalogs, apiClient, queryClient: new QueryClient() });

  expect(await screen.findByText(/Apple iPhone/, { selector: 'p' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Upravit v administraci kategorií' })).toHaveAttribute('href', '/admin/produkty-kategorie/');
  expect(screen.getByText('Meta-master: iPhone 13 řada')).toBeInTheDocument();
  await screen.findByRole('option', { name: 'Mobilní telefony' });
  fireEvent.change(screen.getByLabelText(/^Název/), { target: { value: 'iPhone 13 (2021)' } });
  fireEvent.click(screen.getByRole('button', { name: 'Uložit master produkt' }));
  expect(await screen.findByText('Změny byly uloženy.')).toBeInTheDocument();
  const saved = server.calls.find((call) => call.init.method === 'PATCH')!;
  expect(saved.url).toBe('/api/new/admin/master-products/7/');
  expect(JSON.parse(String(saved.init.body))).toEqual({ version: 2, name: 'iPhone 13 (2021)', manufacturer: 1, type_device: 2 });

  fireEvent.click(screen.getByRole('button', { name: 'APL-IP13-128-BLK' }));
  await waitFor(() => expect(onOpenProduct).toHaveBeenCalledWith(41));
});
