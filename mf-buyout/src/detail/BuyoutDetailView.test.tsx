import { fireEvent, screen, within } from '@testing-library/react';
import { sampleBuyoutDetail } from '@shop/shared/buyout/buyout-detail.fixture';
import type { BuyoutDetail } from '@shop/shared/contract/buyout-detail';
import { bodyOf, fakeShop, renderBuyout } from '../test-support/fake-shop';

const token = 'k'.repeat(43);
const detailPath = `/api/new/buyout/buyouts/12/${token}/`;

/** Sold online, re-graded from B to C at inspection, and waiting for the customer's answer to the counter-offer. */
function soldBuyout(): BuyoutDetail {
  const buyout = sampleBuyoutDetail();
  return {
    ...buyout,
    status: 'counter_offer',
    status_history: [
      buyout.status_history[0]!,
      { status: 'inspected', changed_at: '2026-11-05T10:00:00.000Z', price: null, regrade: { from_quality: 'B', to_quality: 'C', from_price: 6150, to_price: 5000 } },
      { status: 'counter_offer', changed_at: '2026-11-06T10:00:00.000Z', price: 5000, regrade: null },
    ],
    counter_offer_price: 5000,
  };
}

afterEach(() => window.history.pushState(null, '', '/'));

test('shows the sold buyout in review mode and answers a pending counter-offer', async () => {
  window.history.pushState(null, '', `/vykup/stav/12/${token}/`);
  const shop = fakeShop((path, init) => {
    if (path === detailPath) return { status: 200, body: soldBuyout() };
    if (path === `${detailPath}counter-offer/` && init.method === 'POST') {
      const answered = soldBuyout();
      answered.status = 'counter_offer_accepted';
      answered.price = 5000;
      answered.status_history.push({ status: 'counter_offer_accepted', changed_at: '2026-11-07T10:00:00.000Z', price: 5000, regrade: null });
      return { status: 200, body: answered };
    }
    return undefined;
  });
  renderBuyout(shop.fetchImpl);

  expect(await screen.findByRole('heading', { name: 'Výkup č. 12' })).toBeInTheDocument();
  expect(screen.getByText('Mobilní telefony: Apple iPhone 13 Modrá')).toBeInTheDocument();
  // The grade staff found, not the one the answers reached: the counter-offer's price follows from it.
  expect(screen.getByTestId('buyout-quality').textContent).toBe('C (přeřazeno ze stupně B)');
  expect(screen.getByTestId('buyout-price').textContent).toBe('6\u00a0150\u00a0Kč');
  expect(screen.getByText('Ing. Jan Novák')).toBeInTheDocument();
  expect(screen.getByText('+420 601 123 456')).toBeInTheDocument();
  expect(screen.getByText('19-2000145399/0800')).toBeInTheDocument();
  const timeline = within(screen.getByRole('list'));
  expect(timeline.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'Přijato 02.11.2026 · 6\u00a0150\u00a0Kč',
    'Zařízení zkontrolováno 05.11.2026 · přeřazeno ze stupně B na C',
    'Nová nabídka ceny 06.11.2026 · 5\u00a0000\u00a0Kč',
  ]);
  expect(screen.queryByTestId('buyout-original-price')).not.toBeInTheDocument();
  // the answers it was sold with, not changeable
  const display = within(screen.getByRole('group', { name: 'Displej' }));
  expect(display.getByRole('radio', { name: 'Škrábance' })).toBeChecked();
  expect(display.getByRole('radio', { name: 'Bez škrábanců' })).toBeDisabled();

  expect(screen.getByTestId('buyout-counter-offer-price').textContent).toBe('5\u00a0000\u00a0Kč');
  fireEvent.click(screen.getByRole('button', { name: 'Přijmout novou cenu' }));
  expect(await screen.findByText('Nová cena přijata')).toBeInTheDocument();
  // the accepted price is the price now, the first one shown beside it
  expect(screen.getByTestId('buyout-price').textContent).toBe('5\u00a0000\u00a0Kč');
  expect(screen.getByTestId('buyout-original-price').textContent).toBe('6\u00a0150\u00a0Kč');
  expect(screen.queryByRole('button', { name: 'Přijmout novou cenu' })).not.toBeInTheDocument();
  expect(bodyOf(shop.calls.at(-1)!)).toEqual({ decision: 'accept' });
  expect(shop.calls.at(-1)!.headers['X-CSRFToken']).toBe('token');
});

test('an unknown buyout or wrong token says so', async () => {
  window.history.pushState(null, '', `/vykup/stav/99/${token}/`);
  renderBuyout(fakeShop().fetchImpl);
  expect(await screen.findByRole('alert')).toHaveTextContent('Výkup jsme nenašli. Zkontrolujte prosím odkaz.');
});

test('in Romanian the seller reads the full name, a Romanian address order, the IBAN in groups of four and first-person answers', async () => {
  window.history.pushState(null, '', `/rascumparare/stare/12/${token}/`);
  const romanian = soldBuyout();
  romanian.customer_data = {
    ...romanian.customer_data,
    personal_identification_number: '1800101221144',
    degree_before_name: '',
    first_name: 'Andrei',
    last_name: 'Popescu',
    street: 'Str. Lalelelor 5',
    city: 'Cluj-Napoca',
    postcode: '400001',
    district: 'Cluj',
    phone_number: '+40740123456',
    bank_account_full_number: 'RO49AAAA1B31007593840000',
    bank_code: '',
  };
  renderBuyout(fakeShop((path) => (path === detailPath ? { status: 200, body: romanian } : undefined)).fetchImpl, { locale: 'ro' });

  const name = await screen.findByText('Andrei Popescu');
  expect(name.previousElementSibling).toHaveTextContent('Nume complet');
  expect(screen.getByText('Str. Lalelelor 5, 400001 Cluj-Napoca, jud. Cluj')).toBeInTheDocument();
  expect(screen.getByText('RO49 AAAA 1B31 0075 9384 0000')).toBeInTheDocument();
  expect(screen.getByTestId('buyout-regrade')).toHaveTextContent(/^reclasificat din gradul B în C$/);
  expect(screen.getByTestId('buyout-quality').textContent).toBe('C (reclasificat din gradul B)');
  expect(screen.getByTestId('buyout-counter-offer-price')).toHaveTextContent(/^5\.000\sLei$/);
  // the customer answers in the first person, both buttons alike
  expect(screen.getByRole('button', { name: 'Accept noul preț' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Refuz și cer returnarea dispozitivului' })).toBeInTheDocument();
});
