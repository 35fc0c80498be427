import { fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { AttributeDefinition } from '@shop/shared/contract/admin-attributes';
import { createApiClient } from '@shop/shared/http/api-client';
import { fakeFetch, type FakeAnswer } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../locales/catalogs';
import { AttributeForm } from './AttributeForm';

const attribute: AttributeDefinition = {
  id: 4,
  code: 'vodeodolnost',
  name_cs: 'Voděodolnost',
  name_ro: 'Impermeabilitate',
  unit: '',
  type_device: 7,
  type_device_name: 'Telefony',
  filterable: true,
  position: 2,
  choices: ['IP67', 'IP68'],
  product_count: 3,
  version: 5,
};

function lookupAnswer(url: string): FakeAnswer | null {
  if (url.includes('/type-devices/')) return { status: 200, body: { results: [{ id: 7, code: 'phones', name: 'Telefony' }] } };
  if (url.includes('/units/')) return { status: 200, body: { results: ['GB', 'mAh'] } };
  return null;
}

function renderForm(answer: (method: string) => FakeAnswer) {
  const server = fakeFetch((url, init): FakeAnswer => lookupAnswer(url) ?? answer(String(init.method)));
  document.cookie = 'csrftoken=test-csrf-token';
  const apiClient = createApiClient({ getLocale: () => 'cs', fetchImpl: server.fetchImpl });
  const onDone = jest.fn();
  renderInWidget(<AttributeForm attribute={attribute} typeDevice={null} onDone={onDone} />, { locale: 'cs', market: 'CZ', catalogs, apiClient, queryClient: new QueryClient() });
  return { server, onDone };
}

test('a save sends the loaded version and the fixed choices a line each; a 409 keeps the draft', async () => {
  const { server, onDone } = renderForm(() => ({ status: 409, body: { detail: 'Parametr mezitím změnil někdo jiný.' } }));
  await screen.findByRole('option', { name: 'Telefony' });
  fireEvent.change(screen.getByLabelText(/^Název \(čeština\)/), { target: { value: 'Odolnost' } });
  fireEvent.change(screen.getByLabelText(/^Jednotka/), { target: { value: 'GB' } });
  fireEvent.change(screen.getByLabelText(/^Pevné hodnoty/), { target: { value: 'IP67\nIP68\nIP69' } });
  fireEvent.click(screen.getByRole('button', { name: 'Uložit' }));
  expect(await screen.findByText('Parametr mezitím změnil někdo jiný.')).toBeInTheDocument();
  const saved = server.calls.find((call) => call.init.method === 'PATCH')!;
  expect(saved.url).toBe('/api/new/product/admin-product-attributes/4/');
  expect(JSON.parse(String(saved.init.body))).toEqual({
    name_cs: 'Odolnost',
    name_ro: 'Impermeabilitate',
    unit: 'GB',
    type_device: 7,
    filterable: true,
    position: 2,
    choices: ['IP67', 'IP68', 'IP69'],
    version: 5,
  });
  expect(onDone).not.toHaveBeenCalled();
  expect(screen.getByLabelText(/^Název \(čeština\)/)).toHaveValue('Odolnost');
});

test('a 400 shows at its field', async () => {
  renderForm(() => ({ status: 400, body: { name_ro: ['Toto pole je povinné.'] } }));
  await screen.findByRole('option', { name: 'Telefony' });
  fireEvent.change(screen.getByLabelText(/^Název \(rumunština\)/), { target: { value: '' } });
  fireEvent.click(screen.getByRole('button', { name: 'Uložit' }));
  await waitFor(() => expect(screen.getByLabelText(/^Název \(rumunština\)/)).toHaveAttribute('aria-invalid', 'true'));
  expect(screen.getAllByText('Toto pole je povinné.').length).toBeGreaterThan(0);
});

test('delete asks first and says why the server refused it', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
  const { server, onDone } = renderForm(() => ({ status: 409, body: { detail: 'Parametr nelze smazat: používají ho 3 produkty.' } }));
  fireEvent.click(screen.getByRole('button', { name: 'Smazat' }));
  expect(await screen.findByText('Parametr nelze smazat: používají ho 3 produkty.')).toBeInTheDocument();
  expect(confirm).toHaveBeenCalledWith('Opravdu smazat parametr Voděodolnost?');
  expect(server.calls.some((call) => call.init.method === 'DELETE')).toBe(true);
  expect(onDone).not.toHaveBeenCalled();
  confirm.mockRestore();
});
