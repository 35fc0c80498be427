import { fireEvent, screen } from '@testing-library/react';
import { fakeShop, renderBuyout } from '../test-support/fake-shop';
import { pickIphone, question } from '../test-support/pick-device';

test('a chosen colour loads the questions with their default answers', async () => {
  const shop = fakeShop();
  renderBuyout(shop.fetchImpl);
  await pickIphone();
  expect(shop.calls.at(-1)!.url).toBe('/api/new/buyout/appraisal-form/apple-iphone-13-blue/');
  // first default that is a choice
  expect(question('Displej').getByRole('radio', { name: 'Bez škrábanců' })).toBeChecked();
  // quality question without a default stays empty
  for (const radio of question('Tělo').getAllByRole('radio')) expect(radio).not.toBeChecked();
  // other questions without a default take their first choice
  expect(question('Originální nabíječka').getByRole('radio', { name: 'Ano' })).toBeChecked();
  expect(question('Původní krabice').getByRole('radio', { name: 'Ne' })).toBeChecked();
  expect(screen.getByText('Odpovězte prosím na všechny otázky a uvidíte cenu.')).toBeInTheDocument();
  expect(screen.queryByTestId('buyout-price')).not.toBeInTheDocument();
});

test('every answer recomputes grade and price on the client, without a request', async () => {
  const shop = fakeShop();
  renderBuyout(shop.fetchImpl);
  await pickIphone();
  const requests = shop.calls.length;

  fireEvent.click(question('Tělo').getByRole('radio', { name: 'Jako nové' }));
  // A+ 10 000 + original charger 150
  expect(screen.getByTestId('buyout-quality')).toHaveTextContent('A+');
  expect(screen.getByTestId('buyout-price').textContent).toBe('10\u00a0150\u00a0Kč');

  fireEvent.click(question('Displej').getByRole('radio', { name: 'Škrábance' }));
  expect(screen.getByTestId('buyout-quality')).toHaveTextContent('B');
  expect(screen.getByTestId('buyout-price').textContent).toBe('6\u00a0150\u00a0Kč');

  fireEvent.click(question('Kapacita baterie').getByRole('radio', { name: 'Pod 80 %' }));
  expect(screen.getByTestId('buyout-quality')).toHaveTextContent('B');
  expect(screen.getByTestId('buyout-price').textContent).toBe('5\u00a0750\u00a0Kč');

  fireEvent.click(question('Displej').getByRole('radio', { name: 'Nesvítí' }));
  expect(screen.getByTestId('buyout-no-quality')).toBeInTheDocument();
  expect(screen.queryByTestId('buyout-price')).not.toBeInTheDocument();
  expect(shop.calls.length).toBe(requests);
});

test('a quality question can be reset to no answer; other questions cannot', async () => {
  renderBuyout(fakeShop().fetchImpl);
  await pickIphone();
  fireEvent.click(question('Tělo').getByRole('radio', { name: 'Jako nové' }));
  expect(screen.getByTestId('buyout-price')).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Zrušit odpověď: Tělo' }));
  for (const radio of question('Tělo').getAllByRole('radio')) expect(radio).not.toBeChecked();
  expect(screen.queryByTestId('buyout-price')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Zrušit odpověď: Originální nabíječka' })).not.toBeInTheDocument();
});

test('a failed appraisal load shows the pricing error in place of the price', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  renderBuyout(fakeShop((path) => (path.includes('appraisal-form') ? { status: 500, body: {} } : undefined)).fetchImpl);
  fireEvent.click(await screen.findByRole('radio', { name: 'Mobilní telefony' }));
  fireEvent.click(await screen.findByRole('radio', { name: 'Apple' }));
  fireEvent.change(await screen.findByRole('combobox', { name: 'Model' }), { target: { value: 'apple-iphone-13' } });
  fireEvent.click(await screen.findByRole('radio', { name: 'Modrá' }));
  expect(await screen.findByTestId('buyout-price-error')).toHaveTextContent('Omlouváme se, ale při zjišťování nacenění nastala chyba.');
  expect(screen.queryByTestId('buyout-price')).not.toBeInTheDocument();
});

test('a 400 on the appraisal load shows the server message instead', async () => {
  renderBuyout(
    fakeShop((path) =>
      path.includes('appraisal-form') ? { status: 400, body: { non_field_errors: ['Tento model už nevykupujeme.'] } } : undefined,
    ).fetchImpl,
  );
  fireEvent.click(await screen.findByRole('radio', { name: 'Mobilní telefony' }));
  fireEvent.click(await screen.findByRole('radio', { name: 'Apple' }));
  fireEvent.change(await screen.findByRole('combobox', { name: 'Model' }), { target: { value: 'apple-iphone-13' } });
  fireEvent.click(await screen.findByRole('radio', { name: 'Modrá' }));
  expect(await screen.findByTestId('buyout-price-error')).toHaveTextContent('Tento model už nevykupujeme.');
});

test('choosing another model clears the questions and the price', async () => {
  renderBuyout(fakeShop().fetchImpl);
  await pickIphone();
  fireEvent.click(question('Tělo').getByRole('radio', { name: 'Jako nové' }));
  fireEvent.click(screen.getByRole('radio', { name: 'Samsung' }));
  expect(screen.queryByRole('group', { name: 'Displej' })).not.toBeInTheDocument();
  expect(screen.queryByTestId('buyout-price')).not.toBeInTheDocument();
});
