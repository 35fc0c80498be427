import { screen } from '@testing-library/react';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../../locales/catalogs';
import { Price } from './Price';

test('a lawful discount crosses out the 30-day lowest price and says since when the price holds', () => {
  renderInWidget(<Price price={10990} commonPrice={12990} since="2026-04-20" />, { catalogs, market: 'CZ' });
  expect(screen.getByText('Původní cena', { exact: false }).closest('s')).toHaveTextContent(/12\s990\sKč/);
  expect(screen.getByTestId('discount-since')).toHaveTextContent('Sleva od 20.04.2026');
});

test('without a higher reference nothing is crossed and no promotion date is claimed', () => {
  renderInWidget(<Price price={10990} commonPrice={null} since="2026-04-20" />, { catalogs, market: 'RO', locale: 'ro' });
  expect(document.querySelector('s')).toBeNull();
  expect(screen.queryByTestId('discount-since')).toBeNull();
});

test('the promotion start speaks Romanian', () => {
  renderInWidget(<Price price={999} commonPrice={1299} since="2026-04-20" />, { catalogs, market: 'RO', locale: 'ro' });
  expect(screen.getByTestId('discount-since')).toHaveTextContent('Reducere din 20.04.2026');
});
