import { act, render, screen } from '@testing-library/react';
import { BUS_STATE_PROPERTY, publish } from '@shop/shared/bus/bus';
import { useBusValue } from './use-bus-value';

function CartBadge() {
  const count = useBusValue('cart-count', 0);
  return <output aria-label="cart">{count}</output>;
}

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[BUS_STATE_PROPERTY];
});

test('shows the initial value, then every published one', () => {
  render(<CartBadge />);
  expect(screen.getByLabelText('cart')).toHaveTextContent('0');
  act(() => publish('cart-count', 3));
  expect(screen.getByLabelText('cart')).toHaveTextContent('3');
});

test('starts from the last published value when mounted late', () => {
  publish('cart-count', 7);
  render(<CartBadge />);
  expect(screen.getByLabelText('cart')).toHaveTextContent('7');
});
