import { fireEvent, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { SynonymGroup } from '@shop/shared/contract/admin-search';
import { createApiClient } from '@shop/shared/http/api-client';
import { fakeFetch, type FakeAnswer } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../locales/catalogs';
import { SynonymForm } from './SynonymForm';

const group: SynonymGroup = { id: 3, terms: ['kryt', 'obal'], type_device: 4, type_device_name: 'Pouzdro', version: 2 };

function renderForm(existing: SynonymGroup | null, answer: (method: string) => FakeAnswer) {
  const server = fakeFetch((url, init): FakeAnswer => {
    if (url.includes('/types_devices')) return { status: 200, body: { results: [{ id: 4, name: 'Pouzdro' }, { id: 8, name: 'Nabíječka' }] } };
    return answer(String(init.method));
  });
  document.cookie = 'csrftoken=test-csrf-token';
  const apiClient = createApiClient({ getLocale: () => 'cs', fetchImpl: server.fetchImpl });
  const onDone = jest.fn();
  renderInWidget(<SynonymForm group={existing} onDone={onDone} />, { locale: 'cs', market: 'CZ', catalogs, apiClient, queryClient: new QueryClient() });
  return { server, onDone };
}

test('an edit sends the terms a line each, the kind and the loaded version', async () => {
  const { server, onDone } = renderForm(group, () => ({ status: 200, body: { ...group, terms: ['kryt', 'obal', 'pouzdro'], version: 3 } }));
  await screen.findByRole('option', { name: 'Pouzdro' });
  fireEvent.change(screen.getByLabelText(/^Výrazy/), { target: { value: 'kryt\nobal\n\n pouzdro' } });
  fireEvent.click(screen.getByRole('button', { name: 'Uložit' }));
  await screen.findByText('Změny byly uloženy.');
  const saved = server.calls.find((call) => call.init.method === 'PUT')!;
  expect(saved.url).toBe('/api/new/catalogue/admin-search/synonyms/3/');
  expect(JSON.parse(String(saved.init.body))).toEqual({ terms: ['kryt', 'obal', ' pouzdro'], type_device: 4, version: 2 });
  expect(onDone).toHaveBeenCalled();
});

test('a new group without a kind; a refused term stays at the field with the draft as typed', async () => {
  const { server, onDone } = renderForm(null, () => ({ status: 400, body: { terms: { 1: ['Zadejte alespoň 2 znaky.'] } } }));
  await screen.findByRole('option', { name: 'Nabíječka' });
  fireEvent.change(screen.getByLabelText(/^Výrazy/), { target: { value: 'powerbanka\nx' } });
  fireEvent.click(screen.getByRole('button', { name: 'Uložit' }));
  expect(await screen.findByText('Zadejte alespoň 2 znaky.')).toBeInTheDocument();
  const posted = server.calls.find((call) => call.init.method === 'POST')!;
  expect(JSON.parse(String(posted.init.body))).toEqual({ terms: ['powerbanka', 'x'], type_device: null });
  expect(screen.getByLabelText(/^Výrazy/)).toHaveValue('powerbanka\nx');
  expect(onDone).not.toHaveBeenCalled();
});
