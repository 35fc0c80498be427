import { screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '@shop/shared/http/api-client';
import { fakeFetch } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../locales/catalogs';
import { cartLine } from '../test-support/cart-fixtures';
import { LineAddons } from './LineAddons';

const line = cartLine(7, 'IP13');
const options = {
  line,
  insurance_options: [],
  warranty_options: [{ month_count: 12, price: 500, selected: false }],
  prolong_warranty_options: [{ code: 'PROLONG12', name: 'Prodloužená záruka o 1 rok', price: 400, selected: false }],
};

function renderAddons(locale: 'cs' | 'ro') {
  const server = fakeFetch(() => ({ status: 200, body: options }));
  const apiClient = createApiClient({ getLocale: () => locale, fetchImpl: server.fetchImpl });
  renderInWidget(<LineAddons line={line} busy={false} onChange={jest.fn()} />, { locale, market: locale === 'cs' ? 'CZ' : 'RO', catalogs, queryClient: new QueryClient(), apiClient });
}

test('the two warranties are named by who gives them and each says what it does, beside the free legal guarantee', async () => {
  renderAddons('cs');
  const manufacturer = await screen.findByRole('combobox', { name: 'Rozšířená záruka výrobce' });
  const shop = screen.getByRole('combobox', { name: 'Prodloužená záruka obchodu' });
  expect(manufacturer).toHaveAccessibleDescription(/autorizovaný servis výrobce/);
  expect(shop).toHaveAccessibleDescription(/vyřídíme my, na kterékoli naší prodejně/);
  expect(screen.getByText(/Zákonná záruka 24 měsíců platí vždy a zdarma/)).toBeInTheDocument();
});

test('in Romanian too', async () => {
  renderAddons('ro');
  expect(await screen.findByRole('combobox', { name: 'Garanție extinsă a producătorului' })).toHaveAccessibleDescription(/service-ul autorizat al producătorului/);
  expect(screen.getByRole('combobox', { name: 'Garanție prelungită a magazinului' })).toHaveAccessibleDescription(/în oricare dintre magazinele noastre/);
});
