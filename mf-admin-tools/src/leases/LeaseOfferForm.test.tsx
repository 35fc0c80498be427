import { fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '@shop/shared/http/api-client';
import { ApiError } from '@shop/shared/http/api-error';
import { fakeFetch } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../locales/catalogs';
import { LeaseOfferForm, emptyOfferDraft, offerBodyOf } from './LeaseOfferForm';

function renderForm(onSave: jest.Mock, locale: 'cs' | 'ro' = 'cs') {
  const apiClient = createApiClient({ getLocale: () => locale, fetchImpl: fakeFetch(() => ({ status: 200, body: {} })).fetchImpl });
  renderInWidget(<LeaseOfferForm title="Nabídka" initial={emptyOfferDraft} onSave={onSave} />, { locale, market: locale === 'cs' ? 'CZ' : 'RO', catalogs, apiClient, queryClient: new QueryClient() });
}

function fill(prefix: { code: RegExp; price: RegExp; from: RegExp; to: RegExp }) {
  fireEvent.change(screen.getByLabelText(prefix.code), { target: { value: 'IP15-128' } });
  fireEvent.change(screen.getByLabelText(prefix.price), { target: { value: '1299' } });
  fireEvent.change(screen.getByLabelText(prefix.from), { target: { value: '2026-12-10' } });
  fireEvent.change(screen.getByLabelText(prefix.to), { target: { value: '2026-12-01' } });
}

test('the body carries numbers, and an empty number is sent as null so the server names the field', () => {
  expect(offerBodyOf({ product_code: 'X', months: '12', monthly_price: '', valid_from: '2026-12-01', valid_to: '2026-12-31' })).toEqual({
    product_code: 'X',
    months: 12,
    monthly_price: null,
    valid_from: '2026-12-01',
    valid_to: '2026-12-31',
  });
});

test('a 400 at valid_to shows at that field and keeps everything typed', async () => {
  const onSave = jest.fn().mockRejectedValue(new ApiError({ route: 'admin-leases.offer-create', status: 400, fieldErrors: { valid_to: ['Neplatné datum.'] } }));
  renderForm(onSave);
  fill({ code: /^Kód produktu/, price: /^Měsíční cena \(Kč\)/, from: /^Platí od/, to: /^Platí do/ });
  fireEvent.click(screen.getByRole('button', { name: 'Uložit nabídku' }));
  expect(await screen.findByText('Neplatné datum.')).toBeInTheDocument();
  expect(onSave).toHaveBeenCalledWith({ product_code: 'IP15-128', months: 24, monthly_price: 1299, valid_from: '2026-12-10', valid_to: '2026-12-01' });
  expect(screen.getByLabelText(/^Platí do/)).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText(/^Kód produktu/)).toHaveValue('IP15-128');
  expect(screen.getByLabelText(/^Měsíční cena/)).toHaveValue('1299');
});

test('Romanian labels, price in Lei', async () => {
  const onSave = jest.fn().mockResolvedValue(undefined);
  renderForm(onSave, 'ro');
  fill({ code: /^Codul produsului/, price: /^Preț lunar \(Lei\)/, from: /^Valabil de la/, to: /^Valabil până la/ });
  fireEvent.click(screen.getByRole('button', { name: 'Salvați oferta' }));
  await waitFor(() => expect(onSave).toHaveBeenCalled());
  expect(await screen.findByText('Oferta a fost salvată.')).toBeInTheDocument();
});
