import { fireEvent, screen } from '@testing-library/react';
import { renderInWidget } from '../../widget/render-in-widget';
import { FilterBar } from './FilterBar';
import { FilterInput } from './FilterInput';
import { FilterSelect } from './FilterSelect';

test('the bar is a search landmark named by its label; an emptied filter means no filter', () => {
  const changes: (string | undefined)[] = [];
  renderInWidget(
    <FilterBar label="Filtry objednávek">
      <FilterInput label="Hledat" type="search" value="E42" onChange={(value) => changes.push(value)} />
      <FilterSelect label="Stav" value={undefined} anyLabel="Všechny" options={[{ value: 'paid', label: 'Zaplaceno' }]} onChange={(value) => changes.push(value)} />
    </FilterBar>,
  );
  const bar = screen.getByRole('search', { name: 'Filtry objednávek' });
  expect(bar).toContainElement(screen.getByRole('searchbox', { name: 'Hledat' }));
  fireEvent.change(screen.getByRole('searchbox', { name: 'Hledat' }), { target: { value: '' } });
  fireEvent.change(screen.getByRole('combobox', { name: 'Stav' }), { target: { value: 'paid' } });
  expect(changes).toEqual([undefined, 'paid']);
});
