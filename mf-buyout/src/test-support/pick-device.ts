import { fireEvent, screen, within } from '@testing-library/react';

/** Walks the cascade to the iPhone 13 in `color` and waits for the questions. */
export async function pickIphone(color = 'Modrá') {
  fireEvent.click(await screen.findByRole('radio', { name: 'Mobilní telefony' }));
  fireEvent.click(await screen.findByRole('radio', { name: 'Apple' }));
  fireEvent.change(await screen.findByRole('combobox', { name: 'Model' }), { target: { value: 'apple-iphone-13' } });
  fireEvent.click(await screen.findByRole('radio', { name: color }));
  await screen.findByRole('group', { name: 'Displej' });
}

export const question = (name: string) => within(screen.getByRole('group', { name }));

/** Picks the device and answers the one question without a default, reaching a price. */
export async function pickPricedIphone() {
  await pickIphone();
  fireEvent.click(question('Tělo').getByRole('radio', { name: 'Jako nové' }));
  await screen.findByTestId('buyout-price');
}
