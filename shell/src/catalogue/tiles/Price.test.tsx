import { screen } from '@testing-library/react';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../../locales/catalogs';
import { Price } from './Price';

test('a lawful discount crosses out the 30-day lowest price, names it so, and says since when the price holds', () => {
  renderInWidget(<Price price={10990} lowest={12990} since="2026-04-20" />, { catalogs, market: 'CZ' });
  const note = screen.getByTestId('lowest-price-30-days');
  expect(note).toHaveTextContent(/^Nejnižší cena za 30 dní před slevou: 12\s990\sKč$/);
  expect(note.querySelector('s')).toHaveTextContent(/12\s990\sKč/);
  expect(screen.queryByText(/Původní cena/)).toBeNull();
  expect(screen.getByTestId('discount-since')).toHaveTextContent('Sleva od 20.04.2026');
});

test('without a higher 30-day price nothing is crossed and no promotion date is claimed', () => {
  for (const lowest of [null, 10990, 9990]) {
    const { unmount } = renderInWidget(<Price price={10990} lowest={lowest} since="2026-04-20" />, { catalogs, market: 'RO', locale: 'ro' });
    expect(document.querySelector('s')).toBeNull();
    expect(screen.queryByTestId('lowest-price-30-days')).toBeNull();
    expect(screen.queryByTestId('discount-since')).toBeNull();
    unmount();
  }
});

test('the Romanian wording of the 30-day price and the promotion start', () => {
  renderInWidget(<Price price={999} lowest={1299} since="2026-04-20" />, { catalogs, market: 'RO', locale: 'ro' });
  expect(screen.getByTestId('lowest-price-30-days')).toHaveTextContent(/^Cel mai mic preț din ultimele 30 de zile: 1\.299\sLei$/);
  expect(screen.getByTestId('discount-since')).toHaveTextContent('Reducere din 20.04.2026');
});
