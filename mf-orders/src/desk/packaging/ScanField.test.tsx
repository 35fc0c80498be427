import { fireEvent, screen } from '@testing-library/react';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../../locales/catalogs';
import { ScanField } from './ScanField';

function renderField(props: Partial<Parameters<typeof ScanField>[0]> = {}, locale: 'cs' | 'ro' = 'cs') {
  const onScan = jest.fn();
  const view = renderInWidget(<ScanField onScan={onScan} errors={[]} lastCode={null} disabled={false} {...props} />, { locale, market: locale === 'cs' ? 'CZ' : 'RO', catalogs });
  return { onScan, view };
}

describe('the scan field (keyboard-wedge scanner)', () => {
  test('has the focus when shown, submits the typed code on Enter and clears for the next scan', () => {
    const { onScan } = renderField();
    const field = screen.getByRole('textbox', { name: 'Naskenujte sériové číslo nebo IMEI' });
    expect(field).toHaveFocus();
    fireEvent.change(field, { target: { value: '  CZIP15128001ABCD  ' } });
    fireEvent.submit(field.closest('form')!);
    expect(onScan).toHaveBeenCalledWith('CZIP15128001ABCD');
    expect(field).toHaveValue('');
  });

  test('an empty Enter sends nothing', () => {
    const { onScan } = renderField();
    const field = screen.getByRole('textbox', { name: 'Naskenujte sériové číslo nebo IMEI' });
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.submit(field.closest('form')!);
    expect(onScan).not.toHaveBeenCalled();
  });

  test('a refused scan shows the server message on the field and names the code scanned, in Romanian too', () => {
    renderField({ errors: ['Numărul de serie nu corespunde sau nu a fost găsit.'], lastCode: 'ZZZZ0000' }, 'ro');
    const field = screen.getByRole('textbox', { name: 'Scanați numărul de serie sau IMEI-ul' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Numărul de serie nu corespunde sau nu a fost găsit.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Scanat ZZZZ0000: respins');
    expect(field).toHaveFocus();
  });

  test('disabled when the order cannot be packed', () => {
    renderField({ disabled: true });
    expect(screen.getByRole('textbox', { name: 'Naskenujte sériové číslo nebo IMEI' })).toBeDisabled();
  });
});
