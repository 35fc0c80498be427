import { fireEvent, screen } from '@testing-library/react';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../locales/catalogs';
import { DistrictField } from './DistrictField';

test('Romania: a required select of the 41 counties and the six Bucharest sectors, in Romanian', () => {
  const onChange = jest.fn();
  renderInWidget(<DistrictField value="" onChange={onChange} errors={['Acest câmp este obligatoriu.']} autoComplete="" testId="billing-district" />, { catalogs, locale: 'ro', market: 'RO' });
  const select = screen.getByRole('combobox', { name: /^Județ sau sector/ });
  expect(select).toBeRequired();
  expect(select).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('option', { name: 'Selectați județul sau sectorul' })).toHaveValue('');
  expect(screen.getAllByRole('option')).toHaveLength(48);
  fireEvent.change(select, { target: { value: 'București, Sector 4' } });
  expect(onChange).toHaveBeenCalledWith('București, Sector 4');
});

test('Czech Republic: an optional text field for the part of town', () => {
  renderInWidget(<DistrictField value="Motol" onChange={jest.fn()} errors={[]} autoComplete="" testId="billing-district" />, { catalogs, locale: 'cs', market: 'CZ' });
  expect(screen.getByRole('textbox', { name: 'Obec nebo část obce' })).toHaveValue('Motol');
});
