import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { BuyoutDetail } from '@shop/shared/contract/buyout-detail';
import { createApiClient } from '@shop/shared/http/api-client';
import type { FakeAnswer } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../../locales/catalogs';
import { BuyoutDesk } from './BuyoutDesk';
import { fakeBuyoutDeskServer, receivedBuyout } from './test-support/fake-buyout-desk-server';

const REGRADE_PATH = '/api/new/buyout/staff/buyouts/12/regrade/';

/** The received buyout re-graded from B to C: the server's answer, a counter-offer at the C price. */
function regradedToC(): BuyoutDetail {
  const buyout = receivedBuyout();
  return {
    ...buyout,
    status: 'counter_offer',
    counter_offer_price: 4150,
    status_history: [
      ...buyout.status_history,
      { status: 'inspected', changed_at: '2026-11-05T10:00:00.000Z', price: null, regrade: { from_quality: 'B', to_quality: 'C', from_price: 6150, to_price: 4150 } },
      { status: 'counter_offer', changed_at: '2026-11-05T10:00:00.000Z', price: 4150, regrade: null },
    ],
  };
}

function renderDesk(locale: 'cs' | 'ro', regradeAnswer: () => FakeAnswer) {
  const server = fakeBuyoutDeskServer((path, init) => {
    if (path === '/api/new/buyout/staff/buyouts/12/' && init.method !== 'POST') return { status: 200, body: receivedBuyout() };
    if (path === REGRADE_PATH && init.method === 'POST') return regradeAnswer();
    return undefined;
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const apiClient = createApiClient({ getLocale: () => locale, fetchImpl: server.fetchImpl });
  renderInWidget(<BuyoutDesk />, { locale, market: locale === 'cs' ? 'CZ' : 'RO', catalogs, queryClient, apiClient });
  return server;
}

const regradeCalls = (server: ReturnType<typeof fakeBuyoutDeskServer>) => server.calls.filter((call) => call.url.endsWith(REGRADE_PATH));

async function openBuyout() {
  fireEvent.click(await screen.findByRole('button', { name: '12' }));
  return screen.findByTestId('buyout-detail');
}

describe('the re-grade at inspection (issue #9)', () => {
  test('a received buyout offers every grade with its price from the appraisal, the sold grade chosen; saving sends only the grade', async () => {
    const server = renderDesk('cs', () => ({ status: 200, body: regradedToC() }));
    await openBuyout();
    const grade = screen.getByRole('combobox', { name: /Zjištěný stupeň/ });
    expect(grade).toHaveValue('B');
    // Answers of the fixture add +150 Kč to each grade's result price (A+ 10 000, …, D 1 000).
    expect(within(grade).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'A+ (10 150 Kč)',
      'A (8 150 Kč)',
      'B (6 150 Kč)',
      'C (4 150 Kč)',
      'D (1 150 Kč)',
    ].map((text) => expect.stringMatching(new RegExp(`^${text.replace(/[+()]/g, '\\$&').replace(/ /g, '\\s')}$`))));
    // The inspection is this form: no separate "inspected" button.
    expect(screen.queryByRole('button', { name: /Převést do stavu/ })).not.toBeInTheDocument();

    // Keyboard: a native select and a submit button of the same form, both in the tab order.
    grade.focus();
    expect(grade).toHaveFocus();
    fireEvent.change(grade, { target: { value: 'C' } });
    const save = screen.getByRole('button', { name: 'Uložit kontrolu se stupněm' });
    expect(save).toHaveAttribute('type', 'submit');
    expect(save.closest('form')).toBe(grade.closest('form'));
    expect(save).not.toHaveAttribute('tabindex', '-1');
    fireEvent.submit(grade.closest('form')!);

    await waitFor(() => expect(screen.getByTestId('buyout-status')).toHaveTextContent('Nová nabídka ceny'));
    expect(JSON.parse(String(regradeCalls(server)[0]!.init.body))).toEqual({ quality: 'C' });
    expect(regradeCalls(server)[0]!.headers['X-CSRFToken']).toBe('token');
    expect(screen.getByTestId('buyout-quality')).toHaveTextContent('C (přeřazeno ze stupně B)');
    expect(screen.getByTestId('buyout-regrade')).toHaveTextContent(/^přeřazeno ze stupně B \(6\s150\sKč\) na C \(4\s150\sKč\)$/);
  });

  test('a refused re-grade shows the field error and keeps the chosen grade; a 409 shows the message', async () => {
    let answer: FakeAnswer = { status: 400, body: { quality: ['Tento stupeň výkup nezná. Vyberte A+, A, B, C nebo D.'] } };
    renderDesk('cs', () => answer);
    await openBuyout();
    const grade = screen.getByRole('combobox', { name: /Zjištěný stupeň/ });
    fireEvent.change(grade, { target: { value: 'D' } });
    fireEvent.click(screen.getByRole('button', { name: 'Uložit kontrolu se stupněm' }));
    expect(await screen.findByText('Tento stupeň výkup nezná. Vyberte A+, A, B, C nebo D.')).toBeInTheDocument();
    expect(grade).toHaveValue('D');
    expect(grade).toHaveAttribute('aria-invalid', 'true');

    answer = { status: 409, body: { detail: 'Výkup ve stavu „Nová nabídka ceny“ nelze převést do stavu „Zařízení zkontrolováno“.' } };
    fireEvent.click(screen.getByRole('button', { name: 'Uložit kontrolu se stupněm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Výkup ve stavu „Nová nabídka ceny“ nelze převést do stavu „Zařízení zkontrolováno“.');
    expect(grade).toHaveValue('D');
  });

  test('Romanian staff re-grade in Romanian with prices in Lei', async () => {
    renderDesk('ro', () => ({ status: 200, body: regradedToC() }));
    await openBuyout();
    const grade = screen.getByRole('combobox', { name: /Grad constatat/ });
    expect(within(grade).getByRole('option', { name: /^C \(4\.150\sLei\)$/ })).toBeInTheDocument();
    fireEvent.change(grade, { target: { value: 'C' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvează verificarea cu gradul' }));
    expect(await screen.findByTestId('buyout-regrade')).toHaveTextContent(/^reclasificat din gradul B \(6\.150\sLei\) în C \(4\.150\sLei\)$/);
    expect(screen.getByTestId('buyout-quality')).toHaveTextContent('C (reclasificat din gradul B)');
  });
});
