import { fireEvent, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '@shop/shared/http/api-client';
import { fakeFetch, type FakeAnswer } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../../locales/catalogs';
import { PersonalDataSection } from './PersonalDataSection';

const data = { email: 'jana@example.cz', email_confirmed: true, first_name: 'Jana', last_name: 'Nováková', phone: '' };

function renderSection(save: () => FakeAnswer, options: { locale?: 'cs' | 'ro'; market?: 'CZ' | 'RO' } = {}) {
  const { locale = 'cs', market = 'CZ' } = options;
  const server = fakeFetch((url) => (url.includes('/auth/me/') ? { status: 200, body: { user: null, csrf_token: 'token' } } : save()));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const apiClient = createApiClient({ getLocale: () => locale, fetchImpl: server.fetchImpl });
  renderInWidget(<PersonalDataSection data={data} />, { locale, market, catalogs, queryClient, apiClient });
  return { saves: () => server.calls.filter((call) => call.url.includes('/account/personal-data/') && call.init.method === 'PATCH') };
}

test('a phone of the wrong market is refused at its field before anything is sent', async () => {
  const { saves } = renderSection(() => ({ status: 200, body: data }));
  fireEvent.change(screen.getByLabelText(/^Telefon/), { target: { value: '12' } });
  fireEvent.click(screen.getByRole('button', { name: 'Uložit osobní údaje' }));
  expect(await screen.findByLabelText(/^Telefon/)).toHaveAttribute('aria-invalid', 'true');
  expect(saves()).toHaveLength(0);
});

test("the server's 400 shows at its field and keeps what was typed; a save says so", async () => {
  let calls = 0;
  const { saves } = renderSection(() => {
    calls += 1;
    return calls === 1 ? { status: 400, body: { last_name: ['Zadejte platné příjmení.'] } } : { status: 200, body: { ...data, first_name: 'Janička' } };
  });
  fireEvent.change(screen.getByLabelText(/^Jméno/), { target: { value: 'Janička' } });
  fireEvent.click(screen.getByRole('button', { name: 'Uložit osobní údaje' }));
  expect(await screen.findByText('Zadejte platné příjmení.')).toBeInTheDocument();
  expect(screen.getByLabelText(/^Jméno/)).toHaveValue('Janička');
  fireEvent.click(screen.getByRole('button', { name: 'Uložit osobní údaje' }));
  expect(await screen.findByText('Osobní údaje jsou uložené.')).toBeInTheDocument();
  expect(JSON.parse(String(saves()[1]!.init.body))).toMatchObject({ first_name: 'Janička', last_name: 'Nováková' });
});

test('in Romanian a Romanian mobile number is saved and the message is Romanian', async () => {
  const { saves } = renderSection(() => ({ status: 200, body: { ...data, phone: '0721 234 567' } }), { locale: 'ro', market: 'RO' });
  fireEvent.change(screen.getByLabelText(/^Telefon/), { target: { value: '0721 234 567' } });
  fireEvent.click(screen.getByRole('button', { name: 'Salvează datele personale' }));
  expect(await screen.findByText('Datele personale au fost salvate.')).toBeInTheDocument();
  expect(saves()).toHaveLength(1);
});
