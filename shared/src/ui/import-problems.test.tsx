import { screen } from '@testing-library/react';
import { renderInWidget } from '../widget/render-in-widget';
import { ImportProblems } from './import-problems';

test('each refused row is a line of the alert, by column or for the whole row, in the active language', () => {
  const fieldErrors = { rows: { '3': { value: ['Zadaná hodnota není číslo.'] }, '7': ['Řádek se opakuje.'] } };
  renderInWidget(<ImportProblems fieldErrors={fieldErrors} title="Soubor nebyl importován." testId="rows" />, { locale: 'ro' });
  expect(screen.getByRole('alert')).toHaveTextContent('Soubor nebyl importován.');
  const lines = screen.getAllByRole('listitem').map((item) => item.textContent);
  expect(lines).toEqual(['Rândul 3, value: Zadaná hodnota není číslo.', 'Rândul 7: Řádek se opakuje.']);
});

test('no refused row, no alert', () => {
  renderInWidget(<ImportProblems fieldErrors={{ file: ['Soubor chybí.'] }} title="Soubor nebyl importován." testId="rows" />);
  expect(screen.queryByRole('alert')).toBeNull();
});
