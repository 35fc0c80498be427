import { fireEvent, render, screen } from '@testing-library/react';
import { createApiClient } from '../http/api-client';
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

test('a colour shows its picture beside the name, loaded from the API the widget talks to', () => {
  const { container } = render(
    <ChoiceList
      label="Barva"
      choices={[{ value: 'iphone-15-black', label: 'Černá', picture: '/api/new/catalogue/pictures/v1/phone/front/1c1c1e/Apple.svg' }]}
      selected={null}
      onChoose={() => undefined}
      assetUrl={createApiClient({ baseUrl: 'https://shop.example.cz/', getLocale: () => 'cs' }).assetUrl}
    />,
  );
  expect(screen.getByRole('radio', { name: 'Černá' })).toBeInTheDocument();
  expect(container.querySelector('img')).toHaveAttribute('src', 'https://shop.example.cz/api/new/catalogue/pictures/v1/phone/front/1c1c1e/Apple.svg');
  expect(container.querySelector('img')).toHaveAttribute('alt', '');
});
