import { fireEvent, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '@shop/shared/http/api-client';
import { fakeFetch, type FakeAnswer } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../../locales/catalogs';
import { PasswordChangeSection } from './PasswordChangeSection';

const NEW_PASSWORD = 'Nove-Heslo-2026';

function renderSection(change: () => FakeAnswer, locale: 'cs' | 'ro' = 'cs') {
  const server = fakeFetch((url) => (url.includes('/auth/me/') ? { status: 200, body: { user: null, csrf_token: 'token' } } : change()));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const apiClient = createApiClient({ getLocale: () => locale, fetchImpl: server.fetchImpl });
  renderInWidget(<PasswordChangeSection />, { locale, market: locale === 'cs' ? 'CZ' : 'RO', catalogs, queryClient, apiClient });
  return { changes: () => server.calls.filter((call) => call.url.includes('/account/password/')) };
}

function fill() {
  fireEvent.change(screen.getByLabelText(/^Současné heslo/), { target: { value: 'Stare-Heslo-2025' } });
  fireEvent.change(screen.getByLabelText(/^Nové heslo/), { target: { value: NEW_PASSWORD } });
  fireEvent.change(screen.getByLabelText(/^Heslo znovu/), { target: { value: NEW_PASSWORD } });
}

test("the server's 400 on the current password shows at that field and every typed password stays", async () => {
  const { changes } = renderSection(() => ({ status: 400, body: { current_password: ['Současné heslo není správné.'] } }));
  fill();
  fireEvent.click(screen.getByRole('button', { name: 'Změnit heslo' }));
  expect(await screen.findByText('Současné heslo není správné.')).toBeInTheDocument();
  const current = screen.getByLabelText(/^Současné heslo/);
  expect(current).toHaveAttribute('aria-invalid', 'true');
  expect(current.getAttribute('aria-describedby')).toBeTruthy();
  expect(document.getElementById(current.getAttribute('aria-describedby')!.split(' ').at(-1)!)).toHaveTextContent('Současné heslo není správné.');
  expect(current).toHaveValue('Stare-Heslo-2025');
  expect(screen.getByLabelText(/^Nové heslo/)).toHaveValue(NEW_PASSWORD);
  expect(screen.getByLabelText(/^Heslo znovu/)).not.toHaveAttribute('aria-invalid');
  expect(screen.getByLabelText(/^Heslo znovu/)).toHaveValue(NEW_PASSWORD);
  expect(JSON.parse(String(changes()[0]!.init.body))).toEqual({ current_password: 'Stare-Heslo-2025', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
});

test('a 400 on the new password lands at the new password field, not at the current one', async () => {
  renderSection(() => ({ status: 400, body: { password: ['Heslo je příliš podobné e-mailu.'] } }));
  fill();
  fireEvent.click(screen.getByRole('button', { name: 'Změnit heslo' }));
  expect(await screen.findByText('Heslo je příliš podobné e-mailu.')).toBeInTheDocument();
  expect(screen.getByLabelText(/^Nové heslo/)).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText(/^Současné heslo/)).not.toHaveAttribute('aria-invalid');
});

test('passwords that do not match are refused at the field before anything is sent', async () => {
  const { changes } = renderSection(() => ({ status: 500 }));
  fill();
  fireEvent.change(screen.getByLabelText(/^Heslo znovu/), { target: { value: `${NEW_PASSWORD}x` } });
  fireEvent.click(screen.getByRole('button', { name: 'Změnit heslo' }));
  expect(await screen.findByLabelText(/^Heslo znovu/)).toHaveAttribute('aria-invalid', 'true');
  expect(changes()).toHaveLength(0);
});

test('in Romanian a refusal without a field is shown above the form and the input is kept', async () => {
  renderSection(() => ({ status: 400, body: { non_field_errors: ['Prea multe încercări.'] } }), 'ro');
  fireEvent.change(screen.getByLabelText(/^Parola actuală/), { target: { value: 'Stare-Heslo-2025' } });
  fireEvent.change(screen.getByLabelText(/^Parolă nouă/), { target: { value: NEW_PASSWORD } });
  fireEvent.change(screen.getByLabelText(/^Repetați parola/), { target: { value: NEW_PASSWORD } });
  fireEvent.click(screen.getByRole('button', { name: 'Schimbă parola' }));
  expect(await screen.findByText('Prea multe încercări.')).toBeInTheDocument();
  expect(screen.getByLabelText(/^Parola actuală/)).toHaveValue('Stare-Heslo-2025');
});
