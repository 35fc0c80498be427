import { fireEvent, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '@shop/shared/http/api-client';
import { fakeFetch, type FakeAnswer } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../locales/catalogs';
import { BonusesScreen } from './BonusesScreen';

const lookups: Record<string, unknown> = {
  bonuses_manufacturers: { results: [{ id: 3, name: 'Apple' }] },
  quality_types: { results: ['A+', 'A'].map((grade) => ({ id: grade, name: grade })) },
  types_devices: { results: [{ id: 7, name: 'Telefony' }] },
};

test('a new validation error does not stand beside the confirmation of the save before it (issue #33, point 7)', async () => {
  const saves: FakeAnswer[] = [
    { status: 201, body: { id: 1, manufacturer: null, manufacturer_name: null, type_device: null, type_device_name: null, quality: 'A', percent: 12, valid_from: null, valid_to: null } },
    { status: 400, body: { percent: ['Zadejte číslo od 1 do 100.'] } },
  ];
  const server = fakeFetch((url, init): FakeAnswer => {
    const lookup = Object.keys(lookups).find((name) => url.endsWith(name));
    if (lookup) return { status: 200, body: lookups[lookup] };
    if (init.method === 'POST') return saves.shift()!;
    return { status: 200, body: { count: 0, results: [] } };
  });
  document.cookie = 'csrftoken=test-csrf-token';
  const apiClient = createApiClient({ getLocale: () => 'cs', fetchImpl: server.fetchImpl });
  renderInWidget(<BonusesScreen />, { locale: 'cs', market: 'CZ', catalogs, apiClient, queryClient: new QueryClient() });

  fireEvent.click(await screen.findByRole('button', { name: 'Nový bonus' }));
  fireEvent.change(screen.getByLabelText(/^Bonus v %/), { target: { value: '12' } });
  fireEvent.click(screen.getByRole('button', { name: 'Uložit' }));
  expect(await screen.findByText('Bonus byl uložen.')).toBeInTheDocument();

  fireEvent.click(await screen.findByRole('button', { name: 'Nový bonus' }));
  fireEvent.change(screen.getByLabelText(/^Bonus v %/), { target: { value: '500' } });
  fireEvent.click(screen.getByRole('button', { name: 'Uložit' }));
  expect(await screen.findByText('Zadejte číslo od 1 do 100.')).toBeInTheDocument();
  // At once, not after the toast's own timeout: the earlier save's confirmation went when this save was sent.
  expect(screen.queryByText('Bonus byl uložen.')).toBeNull();
});

test('the bonus grid has no row checkboxes: nothing acts on a selection there (issue #33, point 1)', async () => {
  const row = { id: 1, manufacturer: null, manufacturer_name: null, type_device: null, type_device_name: null, quality: 'A', percent: 8, valid_from: null, valid_to: null };
  const server = fakeFetch((): FakeAnswer => ({ status: 200, body: { count: 1, results: [row] } }));
  const apiClient = createApiClient({ getLocale: () => 'cs', fetchImpl: server.fetchImpl });
  renderInWidget(<BonusesScreen />, { locale: 'cs', market: 'CZ', catalogs, apiClient, queryClient: new QueryClient() });
  expect(await screen.findByRole('button', { name: 'A' })).toBeInTheDocument();
  expect(screen.queryAllByRole('checkbox')).toEqual([]);
});
