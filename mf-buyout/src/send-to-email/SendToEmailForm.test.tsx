import { fireEvent, screen } from '@testing-library/react';
import { sampleAppraisal } from '@shop/shared/buyout/appraisal.fixture';
import { bodyOf, fakeShop, renderBuyout } from '../test-support/fake-shop';
import { pickPricedIphone, question } from '../test-support/pick-device';

/** The form is a lazy chunk (flow/later-views.tsx): its first load in a test file includes transforming its modules. */
async function openForm() {
  fireEvent.click(screen.getByRole('button', { name: 'Poslat nabídku e-mailem' }));
  // A text query, not a role one: role queries over the whole flow are slow enough to time the test out on a busy machine.
  await screen.findByText('Odeslat nabídku', {}, { timeout: 10_000 });
}
const emailField = () => screen.getByRole('textbox', { name: 'E-mail' });
const sends = <T extends { url: string }>(calls: T[]) => calls.filter((call) => call.url.endsWith('/send-to-email/'));

test('sends the e-mail with the appraisal post data and says it was sent', async () => {
  const shop = fakeShop();
  renderBuyout(shop.fetchImpl);
  await pickPricedIphone();
  await openForm();
  fireEvent.change(emailField(), { target: { value: 'jana@example.cz' } });
  fireEvent.click(screen.getByRole('button', { name: 'Odeslat nabídku' }));

  expect(await screen.findByText('Nabídku jsme odeslali na adresu jana@example.cz.')).toBeInTheDocument();
  expect(bodyOf(sends(shop.calls)[0]!)).toEqual({
    e_mail: 'jana@example.cz',
    device_identifier: 'apple-iphone-13-blue',
    appraisal_version: 'v1',
    device_condition_choices: { '1': 'flawless', '2': 'like_new', '3': 'removed', '4': 'above_80', '5': 'yes', '6': 'no' },
  });
});

test('a bad address is refused before sending, next to the field, in the user language', async () => {
  const shop = fakeShop();
  renderBuyout(shop.fetchImpl, { locale: 'ro' });
  await pickPricedIphoneRo();
  fireEvent.click(screen.getByRole('button', { name: 'Primiți oferta pe e-mail' }));
  // The form's texts are loaded into each widget's i18n once, after its chunk: a widget's first form waits for them.
  fireEvent.change(await screen.findByRole('textbox', { name: 'E-mail' }), { target: { value: 'jana@' } });
  fireEvent.click(screen.getByRole('button', { name: 'Trimiteți oferta' }));
  expect(await screen.findByText('Adresă de e-mail invalidă.')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('aria-invalid', 'true');
  expect(sends(shop.calls)).toHaveLength(0);
});

async function pickPricedIphoneRo() {
  fireEvent.click(await screen.findByRole('radio', { name: 'Mobilní telefony' }));
  fireEvent.click(await screen.findByRole('radio', { name: 'Apple' }));
  fireEvent.change(await screen.findByRole('combobox', { name: 'Model' }), { target: { value: 'apple-iphone-13' } });
  fireEvent.click(await screen.findByRole('radio', { name: 'Modrá' }));
  await screen.findByRole('group', { name: 'Displej' });
  fireEvent.click(question('Tělo').getByRole('radio', { name: 'Jako nové' }));
}

test('server field errors show at the e-mail field and the typed address stays', async () => {
  const shop = fakeShop((path) => (path.endsWith('/send-to-email/') ? { status: 400, body: { e_mail: ['Na tuto adresu nelze posílat.'] } } : undefined));
  renderBuyout(shop.fetchImpl);
  await pickPricedIphone();
  await openForm();
  fireEvent.change(emailField(), { target: { value: 'jana@example.cz' } });
  fireEvent.click(screen.getByRole('button', { name: 'Odeslat nabídku' }));
  expect(await screen.findByText('Na tuto adresu nelze posílat.')).toBeInTheDocument();
  expect(emailField()).toHaveValue('jana@example.cz');
  expect(emailField()).toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByText(/Nabídku jsme odeslali/)).not.toBeInTheDocument();
});

test('a stale version (409) reloads the form, keeps the answers that still exist and says prices changed', async () => {
  let version = 'v1';
  const appraisal = () => {
    const data = sampleAppraisal();
    data.version = version;
    // the new version no longer asks about the box
    if (version === 'v2') delete data.device_conditions['6'];
    return data;
  };
  const shop = fakeShop((path) => {
    if (!path.endsWith('/send-to-email/') || version === 'v2') return undefined;
    version = 'v2';
    return { status: 409, body: { detail: 'Ceny se změnily.' } };
  }, appraisal);
  renderBuyout(shop.fetchImpl);
  await pickPricedIphone();
  fireEvent.click(question('Displej').getByRole('radio', { name: 'Škrábance' }));
  await openForm();
  fireEvent.change(emailField(), { target: { value: 'jana@example.cz' } });
  fireEvent.click(screen.getByRole('button', { name: 'Odeslat nabídku' }));

  expect(await screen.findByText('Ceny se mezitím změnily. Zkontrolujte prosím nové nacenění, vaše odpovědi zůstaly zachovány.')).toBeInTheDocument();
  expect(shop.calls.filter((call) => call.url.includes('/appraisal-form/'))).toHaveLength(2);
  expect(question('Displej').getByRole('radio', { name: 'Škrábance' })).toBeChecked();
  expect(question('Tělo').getByRole('radio', { name: 'Jako nové' })).toBeChecked();
  expect(screen.queryByRole('group', { name: 'Původní krabice' })).not.toBeInTheDocument();
  expect(screen.getByTestId('buyout-quality')).toHaveTextContent('B');

  fireEvent.click(screen.getByRole('button', { name: 'Poslat nabídku e-mailem' }));
  expect(emailField()).toHaveValue('jana@example.cz');
  fireEvent.click(screen.getByRole('button', { name: 'Odeslat nabídku' }));
  await screen.findByText('Nabídku jsme odeslali na adresu jana@example.cz.');
  const resent = bodyOf(sends(shop.calls).at(-1)!);
  expect(resent.appraisal_version).toBe('v2');
  expect(resent.device_condition_choices).toEqual({ '1': 'scratched', '2': 'like_new', '3': 'removed', '4': 'above_80', '5': 'yes' });
});

test('a form-filling bot fills the hidden trap too, and the trap travels for the server to refuse', async () => {
  const shop = fakeShop();
  const { container } = renderBuyout(shop.fetchImpl);
  await pickPricedIphone();
  await openForm();
  fireEvent.change(emailField(), { target: { value: 'bot@example.cz' } });
  const trap = container.querySelector<HTMLInputElement>('input[name="website"]')!;
  expect(trap).toHaveAttribute('tabindex', '-1');
  fireEvent.change(trap, { target: { value: 'https://spam.example' } });
  fireEvent.click(screen.getByRole('button', { name: 'Odeslat nabídku' }));
  await screen.findByText(/Nabídku jsme odeslali|nepodařilo/);
  expect(bodyOf(sends(shop.calls)[0]!)).toMatchObject({ e_mail: 'bot@example.cz', website: 'https://spam.example' });
});
