import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BUS_STATE_PROPERTY, publish } from '@shop/shared/bus/bus';
import { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createApiClient } from '@shop/shared/http/api-client';
import type { FakeAnswer } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../locales/catalogs';
import { fakeServiceServer, ORDER_LOCATION } from '../test-support/fake-service-server';
import { emptyBookingInput, type BookingInput } from '../store/booking-draft';
import { BookingForm } from './BookingForm';
import { localIsoDate } from '../store/local-date';

function Harness({ onBooked, typed = {} }: { onBooked: (location: string) => void; typed?: Partial<BookingInput> }) {
  const [input, setInput] = useState<BookingInput>(() => ({ ...emptyBookingInput(localIsoDate(new Date())), ...typed }));
  return (
    <BookingForm
      input={input}
      onInputChange={(patch) => setInput((current) => ({ ...current, ...patch }))}
      operationIds={[1, 2]}
      productColor="iphone-15-pink"
      onBooked={onBooked}
    />
  );
}

function renderForm(
  options: { locale?: 'cs' | 'ro'; market?: 'CZ' | 'RO'; override?: (path: string, init: RequestInit) => FakeAnswer | undefined; typed?: Partial<BookingInput> } = {},
) {
  const { locale = 'cs', market = 'CZ', override, typed } = options;
  const server = fakeServiceServer(override);
  const onBooked = jest.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const apiClient = createApiClient({ getLocale: () => locale, fetchImpl: server.fetchImpl });
  renderInWidget(<Harness onBooked={onBooked} typed={typed} />, { locale, market, catalogs, queryClient, apiClient });
  return { server, onBooked, posts: () => server.calls.filter((call) => call.init.method === 'POST') };
}

async function fillValidForm() {
  const center = await screen.findByRole('combobox', { name: /Servisní centrum/ });
  // Only centers that do repairs are offered.
  expect(within(center).queryByRole('option', { name: /Výkupna Brno/ })).not.toBeInTheDocument();
  fireEvent.change(center, { target: { value: '3' } });
  const free = await screen.findByRole('radio', { name: '10:00' });
  expect(screen.getByRole('radio', { name: /09:00/ })).toBeDisabled();
  fireEvent.click(free);
  fireEvent.change(screen.getByRole('textbox', { name: /^Jméno/ }), { target: { value: 'Jan' } });
  fireEvent.change(screen.getByRole('textbox', { name: /^Příjmení/ }), { target: { value: 'Novák' } });
  fireEvent.change(screen.getByRole('textbox', { name: /^E-mail/ }), { target: { value: 'jan.novak@example.cz' } });
  fireEvent.change(screen.getByRole('textbox', { name: /^Telefon/ }), { target: { value: '601 123 456' } });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Závazně rezervovat' }));

test('checks the fields with the market rules before sending anything', async () => {
  const { posts } = renderForm();
  await screen.findByRole('combobox', { name: /Servisní centrum/ });
  fireEvent.change(screen.getByRole('textbox', { name: /^E-mail/ }), { target: { value: 'jan@' } });
  fireEvent.change(screen.getByRole('textbox', { name: /^Telefon/ }), { target: { value: '0721 234 567' } });
  submit();
  expect(await screen.findByText('Zkontrolujte prosím zvýrazněná pole.')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: /Servisní centrum/ })).toHaveAccessibleDescription('Toto pole je povinné.');
  expect(screen.getByRole('group', { name: /Čas/ })).toHaveAccessibleDescription('Toto pole je povinné.');
  expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveAccessibleDescription(/Neplatná e-mailová adresa/);
  // A Romanian mobile number is not a Czech phone.
  expect(screen.getByRole('textbox', { name: /^Telefon/ })).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('textbox', { name: /^Telefon/ })).toHaveValue('0721 234 567');
  expect(posts()).toHaveLength(0);
});

test('posts the order and goes to the status page the server names', async () => {
  const { onBooked, posts } = renderForm();
  await fillValidForm();
  submit();
  await waitFor(() => expect(onBooked).toHaveBeenCalledWith(ORDER_LOCATION));
  const [post] = posts();
  const body = JSON.parse(String(post!.init.body));
  expect(body).toMatchObject({
    operations: [1, 2],
    product_color: 'iphone-15-pink',
    center: 3,
    first_name: 'Jan',
    last_name: 'Novák',
    e_mail: 'jan.novak@example.cz',
    phone_number: '+420601123456',
  });
  expect(body.slot).toMatch(/^\d{4}-\d{2}-\d{2}T10:00$/);
  expect(post!.headers['X-CSRFToken']).toBe('token');
});

test('server field errors land on their fields and nothing typed is lost', async () => {
  const { onBooked } = renderForm({
    override: (path, init) =>
      path === '/api/new/service/orders/' && init.method === 'POST'
        ? { status: 400, body: { e_mail: ['Tento e-mail nepřijímáme.'], non_field_errors: ['Operace nepatří k jednomu modelu.'] } }
        : undefined,
  });
  await fillValidForm();
  submit();
  const email = screen.getByRole('textbox', { name: /^E-mail/ });
  await waitFor(() => expect(email).toHaveAccessibleDescription(/Tento e-mail nepřijímáme\./));
  expect(screen.getByRole('alert')).toHaveTextContent('Operace nepatří k jednomu modelu.');
  expect(email).toHaveValue('jan.novak@example.cz');
  expect(screen.getByRole('textbox', { name: /^Jméno/ })).toHaveValue('Jan');
  expect(screen.getByRole('radio', { name: '10:00' })).toBeChecked();
  expect(onBooked).not.toHaveBeenCalled();
});

test('a slot taken meanwhile (409) says so, clears only the time and reloads the times', async () => {
  const { server, onBooked } = renderForm({
    override: (path, init) => (path === '/api/new/service/orders/' && init.method === 'POST' ? { status: 409, body: { detail: 'Termín je obsazený.' } } : undefined),
  });
  await fillValidForm();
  const slotRequests = () => server.calls.filter((call) => call.url.includes('/slots/')).length;
  const before = slotRequests();
  submit();
  expect(await screen.findByText('Vybraný termín se mezitím zaplnil. Vyberte prosím jiný čas.')).toBeInTheDocument();
  await waitFor(() => expect(slotRequests()).toBeGreaterThan(before));
  expect(screen.getByRole('radio', { name: '10:00' })).not.toBeChecked();
  expect(screen.getByRole('textbox', { name: /^Příjmení/ })).toHaveValue('Novák');
  expect(onBooked).not.toHaveBeenCalled();
});

test('Romanian market: the Romanian phone rule and texts', async () => {
  const { posts } = renderForm({ locale: 'ro', market: 'RO' });
  await screen.findByRole('combobox', { name: /Centru de service/ });
  fireEvent.change(screen.getByRole('textbox', { name: /^Telefon/ }), { target: { value: '601 123 456' } });
  fireEvent.click(screen.getByRole('button', { name: 'Rezervă reparația' }));
  expect(await screen.findByText('Vă rugăm să verificați câmpurile marcate.')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /^Telefon/ })).toHaveAttribute('aria-invalid', 'true');
  expect(posts()).toHaveLength(0);
});

test('field messages follow a language switch without a new submit', async () => {
  const { posts } = renderForm();
  await screen.findByRole('combobox', { name: /Servisní centrum/ });
  const email = screen.getByRole('textbox', { name: /^E-mail/ });
  fireEvent.change(email, { target: { value: 'jan@' } });
  submit();
  await waitFor(() => expect(email).toHaveAccessibleDescription(/Neplatná e-mailová adresa\./));
  try {
    act(() => publish('locale', 'ro'));
    await waitFor(() => expect(email).toHaveAccessibleDescription(/Adresă de e-mail invalidă\./));
    expect(email).toHaveValue('jan@');
    expect(posts()).toHaveLength(0);
  } finally {
    delete (window as unknown as Record<string, unknown>)[BUS_STATE_PROPERTY];
  }
});

/** A logged-in customer's session and personal data, as the account calls answer them. */
function loggedInCustomer(path: string): FakeAnswer | undefined {
  if (path === '/api/new/auth/me/') {
    return { status: 200, body: { user: { id: 7, email: 'jana.svobodova@example.cz', first_name: 'Jana', last_name: 'Svobodová', role: 'customer' }, csrf_token: 'token' } };
  }
  if (path === '/api/new/account/personal-data/') {
    return { status: 200, body: { email: 'jana.svobodova@example.cz', first_name: 'Jana', last_name: 'Svobodová', phone: '+420601123456', email_confirmed: true } };
  }
  return undefined;
}

test('a logged-in customer finds name, e-mail and phone filled in from the account', async () => {
  renderForm({ override: loggedInCustomer });
  await waitFor(() => expect(screen.getByRole('textbox', { name: /^Jméno/ })).toHaveValue('Jana'));
  expect(screen.getByRole('textbox', { name: /^Příjmení/ })).toHaveValue('Svobodová');
  expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('jana.svobodova@example.cz');
  expect(screen.getByRole('textbox', { name: /^Telefon/ })).toHaveValue('+420 601 123 456');
});

test('the account never overwrites what the customer already typed', async () => {
  const { server } = renderForm({ override: loggedInCustomer, typed: { first_name: 'Petr', e_mail: 'petr@example.cz' } });
  await waitFor(() => expect(screen.getByRole('textbox', { name: /^Příjmení/ })).toHaveValue('Svobodová'));
  expect(screen.getByRole('textbox', { name: /^Jméno/ })).toHaveValue('Petr');
  expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('petr@example.cz');
  expect(server.calls.some((call) => call.url.includes('/personal-data/'))).toBe(true);
});

test('nobody logged in: the personal data is not asked for and the fields stay empty', async () => {
  const { server } = renderForm();
  await screen.findByRole('combobox', { name: /Servisní centrum/ });
  await waitFor(() => expect(server.calls.some((call) => call.url.includes('/auth/me/'))).toBe(true));
  expect(server.calls.some((call) => call.url.includes('/personal-data/'))).toBe(false);
  expect(screen.getByRole('textbox', { name: /^Jméno/ })).toHaveValue('');
});
