import { screen } from '@testing-library/react';
import { renderInWidget } from '../widget/render-in-widget';
import { Field } from './field';
import { Input } from './input';
import { Select } from './select';

test('errors are tied to the control and rendered as text, never as HTML', () => {
  renderInWidget(
    <Field label="E-mail" required errors={['Neplatná e-mailová adresa.', '<b>bold</b>']} hint="Pošleme na něj nabídku.">
      {(control) => <Input {...control} type="email" />}
    </Field>,
  );
  const input = screen.getByRole('textbox', { name: /E-mail/ });
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toBeRequired();
  expect(input).toHaveAccessibleDescription('Pošleme na něj nabídku. Neplatná e-mailová adresa. <b>bold</b>');
  expect(screen.getByText('<b>bold</b>')).toBeInTheDocument();
  expect(document.querySelector('b')).toBeNull();
});

test('without errors the control is not marked invalid', () => {
  renderInWidget(<Field label="Město">{(control) => <Input {...control} />}</Field>);
  const input = screen.getByRole('textbox', { name: 'Město' });
  expect(input).not.toHaveAttribute('aria-invalid');
  expect(input).not.toHaveAttribute('aria-describedby');
});

test('a Select works as the control of a Field, with an empty placeholder option', () => {
  renderInWidget(
    <Field label="Výrobce" errors={['Toto pole je povinné.']}>
      {(control) => (
        <Select {...control} placeholder="Vyberte výrobce" options={[{ value: 'apple', label: 'Apple' }, { value: 'samsung', label: 'Samsung' }]} defaultValue="" />
      )}
    </Field>,
  );
  const select = screen.getByRole('combobox', { name: 'Výrobce' });
  expect(select).toHaveValue('');
  expect(select).toHaveAccessibleDescription('Toto pole je povinné.');
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Vyberte výrobce', 'Apple', 'Samsung']);
});
