import { fireEvent, screen } from '@testing-library/react';
import { renderFrame } from '../test-support/render-frame';

/** What Tab reaches first: the first element in document order that takes focus by keyboard. */
function firstTabStop(): Element | null {
  return document.querySelector('a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]');
}

test('the first Tab stop is a skip link to the main content, and following it focuses the content', async () => {
  renderFrame();
  await screen.findByRole('button', { name: 'Mobilní telefony' });
  const skip = screen.getByRole('link', { name: 'Přeskočit na obsah' });
  expect(firstTabStop()).toBe(skip);
  expect(skip).toHaveAttribute('href', '#main');
  fireEvent.click(skip);
  expect(document.activeElement).toBe(screen.getByRole('main'));
  // The target takes focus from the link only, it is no Tab stop of its own.
  expect(screen.getByRole('main')).toHaveAttribute('tabindex', '-1');
});

test('the skip link speaks Romanian in the Romanian shop', async () => {
  renderFrame('ro');
  expect(await screen.findByRole('link', { name: 'Salt la conținut' })).toBeInTheDocument();
});

test('every navigation landmark of the frame has its own name', async () => {
  renderFrame();
  await screen.findByRole('button', { name: 'Mobilní telefony' });
  const names = screen.getAllByRole('navigation').map((nav) => nav.getAttribute('aria-label') ?? '');
  expect(names.length).toBeGreaterThanOrEqual(3);
  expect(names.every((name) => name.length > 0)).toBe(true);
  expect(new Set(names).size).toBe(names.length);
});
