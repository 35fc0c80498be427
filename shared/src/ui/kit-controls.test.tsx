import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { renderInWidget } from '../widget/render-in-widget';
import { Button, ButtonLink } from './button';
import { Checkbox, Radio, Switch } from './choice';
import { QuantityStepper } from './quantity-stepper';
import { Select } from './select';

test('a busy button is disabled, says so and keeps its name; a button link stays a link', () => {
  const onClick = jest.fn();
  renderInWidget(
    <>
      <Button busy onClick={onClick} variant="quiet" size="sm">
        Uložit
      </Button>
      <ButtonLink href="/vykup/" $variant="secondary">
        Ocenit zařízení
      </ButtonLink>
    </>,
  );
  const button = screen.getByRole('button', { name: 'Uložit' });
  expect(button).toBeDisabled();
  expect(button).toHaveAttribute('aria-busy', 'true');
  expect(button).toHaveAttribute('type', 'button');
  fireEvent.click(button);
  expect(onClick).not.toHaveBeenCalled();
  expect(screen.getByRole('link', { name: 'Ocenit zařízení' })).toHaveAttribute('href', '/vykup/');
});

function Stepper({ max = 3 }: { max?: number }) {
  const [value, setValue] = useState(1);
  return <QuantityStepper value={value} onChange={setValue} max={max} label="iPhone 15" />;
}

test('the quantity stepper steps within its bounds and names its field after the product', () => {
  renderInWidget(<Stepper />);
  const field = screen.getByRole('spinbutton', { name: 'Počet kusů: iPhone 15' });
  const less = screen.getByRole('button', { name: 'Ubrat kus' });
  const more = screen.getByRole('button', { name: 'Přidat kus' });
  expect(less).toBeDisabled();
  fireEvent.click(more);
  fireEvent.click(more);
  expect(field).toHaveValue(3);
  expect(more).toBeDisabled();
  expect(less).toBeEnabled();
  fireEvent.change(field, { target: { value: '40' } });
  expect(field).toHaveValue(3);
  fireEvent.change(field, { target: { value: '2' } });
  expect(field).toHaveValue(2);
  expect(screen.getByRole('group', { name: 'Počet kusů: iPhone 15' })).toBeInTheDocument();
});

test('checkbox, radio and switch are native controls named by their label', () => {
  const onToggle = jest.fn();
  renderInWidget(
    <>
      <Checkbox label="Souhlasím s obchodními podmínkami" />
      <fieldset>
        <legend>Doprava</legend>
        <Radio name="delivery" value="ppl" label="PPL" />
        <Radio name="delivery" value="store" label="Na prodejně" defaultChecked />
      </fieldset>
      <Switch label="Jen skladem" onChange={onToggle} />
    </>,
  );
  const checkbox = screen.getByRole('checkbox', { name: 'Souhlasím s obchodními podmínkami' });
  fireEvent.click(screen.getByText('Souhlasím s obchodními podmínkami'));
  expect(checkbox).toBeChecked();
  expect(screen.getByRole('radio', { name: 'Na prodejně' })).toBeChecked();
  fireEvent.click(screen.getByRole('radio', { name: 'PPL' }));
  expect(screen.getByRole('radio', { name: 'Na prodejně' })).not.toBeChecked();
  const toggle = screen.getByRole('switch', { name: 'Jen skladem' });
  fireEvent.click(toggle);
  expect(toggle).toBeChecked();
  expect(onToggle).toHaveBeenCalledTimes(1);
});

test('the styled select stays a native select with its placeholder and options', () => {
  renderInWidget(
    <label>
      Počet
      <Select options={[{ value: '1', label: '1 ks' }, { value: '2', label: '2 ks' }]} placeholder="Vyberte" defaultValue="" />
    </label>,
  );
  const select = screen.getByRole('combobox', { name: /Počet/ });
  fireEvent.change(select, { target: { value: '2' } });
  expect(select).toHaveValue('2');
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Vyberte', '1 ks', '2 ks']);
});
