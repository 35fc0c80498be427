import { act, fireEvent, screen } from '@testing-library/react';
import { renderFrame } from '../test-support/render-frame';

test('Escape in the mega menu closes it and gives focus back to its button', async () => {
  renderFrame();
  const opener = await screen.findByRole('button', { name: 'Mobilní telefony' });
  fireEvent.click(opener);
  const inside = screen.getByRole('link', { name: 'Apple' });
  act(() => inside.focus());
  fireEvent.keyDown(inside, { key: 'Escape' });
  expect(screen.queryByRole('link', { name: 'Apple' })).toBeNull();
  expect(opener).toHaveAttribute('aria-expanded', 'false');
  expect(document.activeElement).toBe(opener);
});

test('Escape closes the opened mobile menu and gives focus back to the Menu button', async () => {
  renderFrame();
  await screen.findByRole('button', { name: 'Mobilní telefony' });
  // jsdom has no phone-width media query: the Menu button is display:none there, so it has no accessible name.
  const toggle = screen.getByText('Menu').closest('button')!;
  fireEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const link = screen.getByRole('link', { name: 'Výkup' });
  act(() => link.focus());
  fireEvent.keyDown(link, { key: 'Escape' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(document.activeElement).toBe(toggle);
});
