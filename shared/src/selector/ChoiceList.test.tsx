import { fireEvent, render, screen } from '@testing-library/react';
import { ChoiceList } from './ChoiceList';

test('shows every choice as a radio and reports the chosen value', () => {
  const chosen: string[] = [];
  render(
    <ChoiceList
      label="Typ zařízení"
      choices={[
        { value: 'mobilni-telefony', label: 'Mobilní telefony' },
        { value: 'prislusenstvi', label: 'Chytré hodinky' },
      ]}
      selected="mobilni-telefony"
      onChoose={(value) => chosen.push(value)}
    />,
  );
  expect(screen.getByRole('group', { name: 'Typ zařízení' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Mobilní telefony' })).toBeChecked();
  fireEvent.click(screen.getByRole('radio', { name: 'Chytré hodinky' }));
  expect(chosen).toEqual(['prislusenstvi']);
});
