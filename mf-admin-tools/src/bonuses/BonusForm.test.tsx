import { fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '@shop/shared/http/api-client';
import { fakeFetch, type FakeAnswer } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../locales/catalogs';
import { BonusForm } from './BonusForm';

const lookups: Record<string, unknown> = {
  bonuses_manufacturers: { results: [{ id: 3, name: 'Apple' }] },
  quality_types: { results: ['A+', 'A', 'B'].map((grade) => ({ id: grade, name: grade })) },
  types_devices: { results: [{ id: 7, name: 'Telefoane' }] },
};

test('the selects come from the three lookups; a save sends ids, the grade and open dates as null (AT-B1..B4)', async () => {
  const server = fakeFetch((url, init): FakeAnswer => {
    const lookup = Object.keys(lookups).find((name) => url.endsWith(name));
    if (lookup) return { status: 200, body: lookups[lookup] };
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    return { status: 201, body: { id: 1, manufacturer_name: 'Apple', type_device_name: 'Telefoane', ...body } };
  });
  document.cookie = 'csrftoken=test-csrf-token';
  const apiClient = createApiClient({ getLocale: () => 'ro', fetchImpl: server.fetchImpl });
  const onDone = jest.fn();
  renderInWidget(<BonusForm bonus={null} onDone={jest.fn()} onSaved={onDone} onSubmitting={jest.fn()} />, { locale: 'ro', market: 'RO', catalogs, apiClient, queryClient: new QueryClient() });
  await screen.findByRole('option', { name: 'Apple' });
  await screen.findByRole('option', { name: 'Telefoane' });
  fireEvent.change(screen.getByLabelText(/^Producător/), { target: { value: '3' } });
  fireEvent.change(screen.getByLabelText(/^Tip dispozitiv/), { target: { value: '7' } });
  fireEvent.change(await screen.findByLabelText(/^Starea dispozitivului/), { target: { value: 'A+' } });
  fireEvent.change(screen.getByLabelText(/^Bonus în %/), { target: { value: '12' } });
  fireEvent.click(screen.getByRole('button', { name: 'Salvează' }));
  await waitFor(() => expect(onDone).toHaveBeenCalled());
  const saved = server.calls.find((call) => call.init.method === 'POST')!;
  expect(saved.url).toBe('/api/new/product/admin-bonuses-for-used-product/');
  expect(JSON.parse(String(saved.init.body))).toEqual({ manufacturer: 3, type_device: 7, quality: 'A+', percent: 12, valid_from: null, valid_to: null });
});
