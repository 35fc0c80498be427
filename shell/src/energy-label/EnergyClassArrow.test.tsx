import { screen } from '@testing-library/react';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../locales/catalogs';
import { EnergyClassArrow } from './EnergyClassArrow';

const label = (energyClass: 'A' | 'D' | 'G') => ({
  energy_class: energyClass,
  label_url: '/api/new/catalogue/energy-label/apple-iphone-16/label.svg',
  sheet_url: '/api/new/catalogue/energy-label/apple-iphone-16/sheet/',
});

test('the arrow shows the class letter on its EU colour and names itself, opening the label', () => {
  renderInWidget(<EnergyClassArrow label={label('A')} />, { catalogs, market: 'CZ' });
  const arrow = screen.getByRole('link', { name: 'Energetická třída A, zobrazit energetický štítek' });
  expect(arrow).toHaveTextContent('A');
  expect(arrow).toHaveAttribute('href', '/api/new/catalogue/energy-label/apple-iphone-16/label.svg');
  expect(arrow).toHaveStyle({ background: '#00a651' });
  expect(screen.getByRole('link', { name: 'Informační list výrobku' })).toHaveAttribute('href', '/api/new/catalogue/energy-label/apple-iphone-16/sheet/');
});

test('each class has its own colour', () => {
  renderInWidget(<EnergyClassArrow label={label('G')} />, { catalogs, market: 'CZ' });
  expect(screen.getByRole('link', { name: /třída G/ })).toHaveStyle({ background: '#ed1c24' });
});

test('in Romanian', () => {
  renderInWidget(<EnergyClassArrow label={label('D')} />, { catalogs, market: 'RO', locale: 'ro' });
  const arrow = screen.getByRole('link', { name: 'Clasa energetică D, afișați eticheta energetică' });
  expect(arrow).toHaveStyle({ background: '#fff200' });
  expect(screen.getByRole('link', { name: 'Fișa de informații despre produs' })).toBeInTheDocument();
});
