import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { BUS_STATE_PROPERTY, publish } from '@shop/shared/bus/bus';
import { bodyOf, fakeShop, renderBuyout } from '../test-support/fake-shop';
import { pickPricedIphone } from '../test-support/pick-device';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// A required field's label ends with a star.
const field = (name: string) => screen.getByLabelText(new RegExp(`^${escaped(name)}\\*?$`), { selector: 'input, select, textarea' });
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const sells = <T extends { url: string }>(calls: T[]) => calls.filter((call) => call.url.endsWith('/sell-online/'));

async function openSellForm() {
  await pickPricedIphone();
  fireEvent.click(screen.getByRole('button', { name: 'Prodat online' }));
  // The form is a lazy chunk (flow/later-views.tsx): its first load in a test file includes transforming its modules.
  await screen.findByRole('form', { name: 'Prodat zařízení online' }, { timeout: 10_000 });
  // country options arrive from the server
  await screen.findAllByRole('option', { name: 'Rumunsko' });
}

/** Valid Czech data (examples from the shared validators' tests). */
function fillValidCzechSeller() {
  type('IMEI', '490154203237518');
  type('Jméno', 'Jan');
  type('Příjmení', 'Novák');
  fireEvent.change(field('Pohlaví'), { target: { value: 'male' } });
  type('Rodné číslo', '710319/2745');
  type('Místo narození', 'Brno');
  type('Telefon', '601 123 456');
  type('E-mail', 'jan.novak@example.cz');
  type('Číslo občanského průkazu nebo pasu', '123456789');
  type('Doklad vydal', 'MěÚ Brno');
  type('Platnost dokladu do', '1. 2. 2099');
  type('Ulice a číslo domu', 'Náměstí Svobody 1');
  type('Město', 'Brno');
  type('PSČ', '602 00');
  type('Číslo účtu', '19-2000145399');
  type('Kód banky', '0800');
}

test('the form starts with the market default country and loads the country options once', async () => {
  const shop = fakeShop();
  renderBuyout(shop.fetchImpl);
  await openSellForm();
  expect(field('Země')).toHaveValue('203');
  expect(field('Státní občanství')).toHaveValue('203');
  fireEvent.click(screen.getByRole('button', { name: 'Zavřít' }));
  fireEvent.click(screen.getByRole('button', { name: 'Prodat online' }));
  expect(shop.calls.filter((call) => call.url.endsWith('/country-options/'))).toHaveLength(1);
});

test('checks the fields before sending and shows each message at its field', async () => {
  const shop = fakeShop();
  renderBuyout(shop.fetchImpl);
  await openSellForm();
  type('IMEI', '490154203237519');
  type('Jméno', 'Jan');
  fireEvent.click(screen.getByRole('button', { name: /^Prodat za/ }));

  expect(await screen.findByText('Formulář obsahuje chyby. Opravte prosím označená pole.')).toBeInTheDocument();
  expect(field('IMEI')).toHaveAttribute('aria-invalid', 'true');
  expect(field('IMEI')).toHaveAccessibleDescription(/Neplatné IMEI\./);
  expect(field('Příjmení')).toHaveAccessibleDescription('Toto pole je povinné.');
  expect(field('Jméno')).not.toHaveAttribute('aria-invalid');
  expect(field('Jméno')).toHaveValue('Jan');
  expect(sells(shop.calls)).toHaveLength(0);
  expect(document.activeElement).toBe(field('IMEI'));
});

test('server errors land on the fields of their group, and nothing typed is lost', async () => {
  const shop = fakeShop((path) =>
    path.endsWith('/sell-online/')
      ? {
          status: 400,
          body: {
            customer_data: { first_name: ['Jméno neodpovídá dokladu.'], bank_code: ['Neplatný kód banky.'] },
            pickup_address: { city: ['Sem nejezdíme.'] },
            buyout_device: { imei: ['Toto IMEI je hlášené jako kradené.'] },
            non_field_errors: ['Zkontrolujte prosím údaje.'],
          },
        }
      : undefined,
  );
  renderBuyout(shop.fetchImpl);
  await openSellForm();
  fillValidCzechSeller();
  fireEvent.click(screen.getByRole('checkbox', { name: 'Zařízení vyzvedněte na jiné adrese' }));
  type('Ulice a číslo domu (vyzvednutí)', 'Vodičkova 1');
  type('Město (vyzvednutí)', 'Praha');
  type('PSČ (vyzvednutí)', '110 00');
  fireEvent.click(screen.getByRole('button', { name: /^Prodat za/ }));

  expect(await screen.findByText('Jméno neodpovídá dokladu.')).toBeInTheDocument();
  expect(field('Jméno')).toHaveAccessibleDescription('Jméno neodpovídá dokladu.');
  expect(field('Kód banky')).toHaveAccessibleDescription('Neplatný kód banky.');
  expect(field('Město (vyzvednutí)')).toHaveAccessibleDescription('Sem nejezdíme.');
  expect(field('Město')).not.toHaveAttribute('aria-invalid');
  expect(field('IMEI')).toHaveAccessibleDescription(/Toto IMEI je hlášené jako kradené\./);
  expect(screen.getByText('Zkontrolujte prosím údaje.')).toBeInTheDocument();
  expect(field('Jméno')).toHaveValue('Jan');
  expect(field('Město (vyzvednutí)')).toHaveValue('Praha');
  expect(field('Rodné číslo')).toHaveValue('710319/2745');

  const body = bodyOf(sells(shop.calls)[0]!);
  expect(body.pickup_address).toEqual({ district: '', street: 'Vodičkova 1', city: 'Praha', postcode: '110 00', country: '203' });
  expect(body.buyout_device).toEqual({ imei: '490154203237518', serial_number: '', note: '' });
  expect(body).toMatchObject({ device_identifier: 'apple-iphone-13-blue', appraisal_version: 'v1' });
  expect((body.customer_data as Record<string, string>).personal_identification_number).toBe('710319/2745');
});

test('without the alternative address the payload sends pickup_address null, and 201 opens the sold buyout', async () => {
  const token = 'T'.repeat(43);
  const location = `/vykup/stav/7/${token}/`;
  const shop = fakeShop((path) => {
    if (path.endsWith('/sell-online/')) return { status: 201, body: { id: 7, location }, headers: { Location: location } };
    if (path === `/api/new/buyout/buyouts/7/${token}/`) return { status: 404, body: { detail: 'Nenalezeno.' } };
    return undefined;
  });
  window.history.pushState(null, '', '/vykup/');
  try {
    renderBuyout(shop.fetchImpl);
    await openSellForm();
    fillValidCzechSeller();
    fireEvent.click(screen.getByRole('button', { name: /^Prodat za/ }));
    await waitFor(() => expect(window.location.pathname).toBe(location));
    expect(await screen.findByText('Výkup jsme nenašli. Zkontrolujte prosím odkaz.')).toBeInTheDocument();
    expect(shop.calls.at(-1)!.url).toBe(`/api/new/buyout/buyouts/7/${token}/`);
    expect(bodyOf(sells(shop.calls)[0]!).pickup_address).toBeNull();
  } finally {
    window.history.pushState(null, '', '/');
  }
});

test('marks agree with the rules: the bank code may stay empty when the account carries /code', async () => {
  renderBuyout(fakeShop().fetchImpl);
  await openSellForm();
  expect(field('Kód banky')).not.toBeRequired();
  expect(field('Rodné číslo')).toBeRequired();
});

test('IMEI and serial number carry one required mark together, since one of the two is required', async () => {
  renderBuyout(fakeShop().fetchImpl);
  await openSellForm();
  const group = screen.getByRole('group', { name: 'IMEI nebo sériové číslo (povinné, stačí jedno z nich)' });
  // The star is shown on the group's legend (hidden from screen readers, which hear the rule instead).
  expect(group.querySelector('legend')).toHaveTextContent(/^IMEI nebo sériové číslo\*/);
  expect(group).toContainElement(field('IMEI'));
  expect(group).toContainElement(field('Sériové číslo'));
  // Neither field alone is required.
  expect(field('IMEI')).not.toBeRequired();
  expect(field('Sériové číslo')).not.toBeRequired();
});

test('field messages follow a language switch without a new submit', async () => {
  const shop = fakeShop();
  renderBuyout(shop.fetchImpl);
  await openSellForm();
  fireEvent.click(screen.getByRole('button', { name: /^Prodat za/ }));
  const lastName = field('Příjmení');
  await waitFor(() => expect(lastName).toHaveAccessibleDescription('Toto pole je povinné.'));
  try {
    act(() => publish('locale', 'ro'));
    await waitFor(() => expect(lastName).toHaveAccessibleDescription('Acest câmp este obligatoriu.'));
    expect(sells(shop.calls)).toHaveLength(0);
  } finally {
    // The bus replays the last language to later widgets; later tests start from their own.
    delete (window as unknown as Record<string, unknown>)[BUS_STATE_PROPERTY];
  }
});

test('a logged-in customer finds name, e-mail and phone filled in from the account', async () => {
  const shop = fakeShop((path) => {
    if (path === '/api/new/auth/me/') {
      return { status: 200, body: { user: { id: 7, email: 'jana.svobodova@example.cz', first_name: 'Jana', last_name: 'Svobodová', role: 'customer' }, csrf_token: 'token' } };
    }
    if (path === '/api/new/account/personal-data/') {
      return { status: 200, body: { email: 'jana.svobodova@example.cz', first_name: 'Jana', last_name: 'Svobodová', phone: '+420601123456', email_confirmed: true } };
    }
    return undefined;
  });
  renderBuyout(shop.fetchImpl);
  await openSellForm();
  await waitFor(() => expect(field('Jméno')).toHaveValue('Jana'));
  expect(field('Příjmení')).toHaveValue('Svobodová');
  expect(field('E-mail')).toHaveValue('jana.svobodova@example.cz');
  expect(field('Telefon')).toHaveValue('+420 601 123 456');
});
