import { fireEvent, screen } from '@testing-library/react';
import { ApiError } from '@shop/shared/http/api-error';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../../locales/catalogs';
import { DimensionsForm, type DimensionsFormProps } from './DimensionsForm';

function renderForm(props: Partial<DimensionsFormProps> = {}) {
  const onSubmit = jest.fn();
  const view = renderInWidget(<DimensionsForm initial={null} disabled={false} busy={false} error={null} onSubmit={onSubmit} {...props} />, { locale: 'cs', market: 'CZ', catalogs });
  return { onSubmit, view };
}

const box = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) });

function fill(values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) fireEvent.change(box(name), { target: { value } });
}

describe('the parcel weight and dimensions form', () => {
  test('sends the weight with a decimal comma as kilograms and whole centimetres', () => {
    const { onSubmit } = renderForm();
    fill({ 'Hmotnost (kg)': '0,45', 'Šířka (cm)': '20', 'Výška (cm)': '12', 'Hloubka (cm)': '6' });
    fireEvent.click(screen.getByRole('button', { name: 'Uložit hmotnost a rozměry' }));
    expect(onSubmit).toHaveBeenCalledWith({ weight_kg: 0.45, width_cm: 20, height_cm: 12, depth_cm: 6 });
  });

  test('wrong figures get a message under each field, nothing is sent and nothing typed is lost', () => {
    const { onSubmit } = renderForm();
    fill({ 'Hmotnost (kg)': 'abc', 'Šířka (cm)': '0', 'Výška (cm)': '12,5', 'Hloubka (cm)': '500' });
    fireEvent.click(screen.getByRole('button', { name: 'Uložit hmotnost a rozměry' }));
    expect(onSubmit).not.toHaveBeenCalled();
    for (const name of ['Hmotnost (kg)', 'Šířka (cm)', 'Výška (cm)', 'Hloubka (cm)']) expect(box(name)).toHaveAttribute('aria-invalid', 'true');
    expect(box('Hmotnost (kg)')).toHaveValue('abc');
    expect(box('Hloubka (cm)')).toHaveValue('500');
  });

  test('an empty field is required', () => {
    const { onSubmit } = renderForm();
    fill({ 'Hmotnost (kg)': '1', 'Šířka (cm)': '20', 'Výška (cm)': '12' });
    fireEvent.click(screen.getByRole('button', { name: 'Uložit hmotnost a rozměry' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(box('Hloubka (cm)')).toHaveAttribute('aria-invalid', 'true');
    expect(box('Výška (cm)')).not.toHaveAttribute('aria-invalid');
  });

  test("the server's field errors show under their fields", () => {
    const error = new ApiError({ route: 'order-packaging.measure', status: 400, fieldErrors: { weight_kg: ['Hodnota musí být nejvýše 50.'] } });
    renderForm({ error, initial: { weight_kg: 60, width_cm: 20, height_cm: 12, depth_cm: 6 } });
    expect(screen.getByText('Hodnota musí být nejvýše 50.')).toBeInTheDocument();
    expect(box('Hmotnost (kg)')).toHaveAttribute('aria-invalid', 'true');
    expect(box('Šířka (cm)')).toHaveValue('20');
  });
});
