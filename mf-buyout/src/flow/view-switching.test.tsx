import { fireEvent, screen } from '@testing-library/react';
import { fakeShop, renderBuyout } from '../test-support/fake-shop';
import { pickPricedIphone } from '../test-support/pick-device';

test('opening one form closes the other', async () => {
  renderBuyout(fakeShop().fetchImpl);
  await pickPricedIphone();
  const email = screen.getByRole('button', { name: 'Poslat nabídku e-mailem' });
  const sell = screen.getByRole('button', { name: 'Prodat online' });

  fireEvent.click(email);
  // Each form is a lazy chunk (flow/later-views.tsx): its first load in a test file includes transforming its modules.
  expect(await screen.findByRole('form', { name: 'Poslat nabídku na e-mail' }, { timeout: 10_000 })).toBeInTheDocument();
  expect(email).toHaveAttribute('aria-expanded', 'true');

  fireEvent.click(sell);
  expect(screen.queryByRole('form', { name: 'Poslat nabídku na e-mail' })).not.toBeInTheDocument();
  expect(await screen.findByRole('form', { name: 'Prodat zařízení online' }, { timeout: 10_000 })).toBeInTheDocument();
  expect(email).toHaveAttribute('aria-expanded', 'false');
  expect(sell).toHaveAttribute('aria-expanded', 'true');

  fireEvent.click(screen.getByRole('button', { name: 'Zavřít' }));
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
  expect(screen.getByTestId('buyout-price')).toBeInTheDocument();
});
