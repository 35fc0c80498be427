import { fireEvent, screen, within } from '@testing-library/react';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { KitScreen } from './KitScreen';

test('the kit page shows every component group, and its toast links onward', () => {
  renderInWidget(<KitScreen />);
  for (const name of ['Tlačítka', 'Ikony', 'Štítky a hodnocení', 'Cena', 'Formulářové prvky', 'Dlaždice a řada produktů', 'Načítání a prázdný stav', 'Oznámení', 'Nástroje pro zaměstnance']) {
    expect(screen.getByRole('region', { name })).toBeInTheDocument();
  }
  expect(within(screen.getByRole('region', { name: 'Ikony' })).getAllByRole('img')).toHaveLength(10);
  expect(screen.getByRole('region', { name: 'Dnešní nabídky' }).querySelectorAll('article')).toHaveLength(6);
  fireEvent.click(screen.getByRole('button', { name: 'Ukázat oznámení po přidání do košíku' }));
  expect(screen.getByRole('link', { name: 'Přejít do košíku' })).toBeInTheDocument();
  const staff = screen.getByRole('region', { name: 'Nástroje pro zaměstnance' });
  expect(within(staff).getByRole('heading', { level: 3, name: 'Objednávky' })).toBeInTheDocument();
  // The table scrolls in a focusable, named region of its own.
  expect(within(staff).getByRole('region', { name: 'Ukázková tabulka' })).toHaveAttribute('tabindex', '0');
});
