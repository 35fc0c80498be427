import { act, fireEvent, screen } from '@testing-library/react';
import { renderInWidget } from '../widget/render-in-widget';
import { Alert } from './alert';
import { Button } from './button';
import { Spinner } from './spinner';
import { TOAST_DURATION_MS, useToast } from './toast';

test('an error Alert is announced at once, others politely', () => {
  renderInWidget(
    <>
      <Alert kind="error">Chyba při načítání kategorií.</Alert>
      <Alert kind="success">Úspěšně uloženo.</Alert>
    </>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Chyba při načítání kategorií.');
  expect(screen.getByRole('status')).toHaveTextContent('Úspěšně uloženo.');
});

test('the Spinner has an accessible label in the active language', () => {
  renderInWidget(<Spinner />, { locale: 'ro' });
  expect(screen.getByRole('status')).toHaveTextContent('Se încarcă…');
});

test('a busy Button is disabled and says so; its type defaults to button', () => {
  renderInWidget(
    <form onSubmit={() => { throw new Error('must not submit'); }}>
      <Button busy>Uložit</Button>
    </form>,
  );
  const button = screen.getByRole('button', { name: 'Uložit' });
  expect(button).toBeDisabled();
  expect(button).toHaveAttribute('aria-busy', 'true');
  expect(button).toHaveAttribute('type', 'button');
});

function SaveButton() {
  const toast = useToast();
  return (
    <>
      <Button onClick={() => toast.show({ kind: 'success', message: 'Úspěšně uloženo.' })}>Uložit</Button>
      <Button onClick={() => toast.show({ kind: 'error', message: 'Během ukládání došlo k chybě.' })}>Selhat</Button>
    </>
  );
}

test('toasts: success goes away by itself, an error stays until dismissed', () => {
  jest.useFakeTimers();
  try {
    renderInWidget(<SaveButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Uložit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Selhat' }));
    expect(screen.getByText('Úspěšně uloženo.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Během ukládání došlo k chybě.');

    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.queryByText('Úspěšně uloženo.')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Zavřít oznámení' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

function WarnButton() {
  const toast = useToast();
  return <Button onClick={() => toast.show({ kind: 'warning', message: 'Musíte vybrat některé produkty a kategorie, které chcete aktualizovat.' })}>Přidat</Button>;
}

test('toasts: a warning looks like one and is polite; raised twice it shows once and its timer starts over', () => {
  jest.useFakeTimers();
  try {
    renderInWidget(<WarnButton />);
    const text = 'Musíte vybrat některé produkty a kategorie, které chcete aktualizovat.';
    fireEvent.click(screen.getByRole('button', { name: 'Přidat' }));
    const toast = screen.getByText(text).parentElement!;
    expect(toast).toHaveAttribute('data-kind', 'warning');
    expect(toast).toHaveAttribute('role', 'status');
    expect(toast.closest('[aria-live="polite"]')).not.toBeNull();
    expect(getComputedStyle(toast).backgroundColor).toBe('rgb(255, 248, 197)');

    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1000));
    fireEvent.click(screen.getByRole('button', { name: 'Přidat' }));
    expect(screen.getAllByText(text)).toHaveLength(1);
    // Put in anew, so the polite region reads the repeated warning again.
    expect(screen.getByText(text).parentElement).not.toBe(toast);
    // Past the first toast's time: the second raise restarted it.
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByText(text)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.queryByText(text)).not.toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

function AddedToast() {
  const toast = useToast();
  return <Button onClick={() => toast.show({ kind: 'success', message: 'Produkt byl přidán do košíku.', action: { label: 'Přejít do košíku', href: '/kosik/' } })}>Přidat</Button>;
}

test('toasts: pointer over or focus in a toast stops its clock, which then goes on with the time that was left', () => {
  jest.useFakeTimers();
  try {
    renderInWidget(<AddedToast />);
    fireEvent.click(screen.getByRole('button', { name: 'Přidat' }));
    const text = 'Produkt byl přidán do košíku.';
    const toast = screen.getByText(text).parentElement!;
    expect(toast).toHaveAttribute('role', 'status');
    expect(toast.parentElement).toHaveAttribute('aria-live', 'polite');

    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1000));
    fireEvent.mouseEnter(toast);
    act(() => jest.advanceTimersByTime(2 * TOAST_DURATION_MS));
    expect(screen.getByText(text)).toBeInTheDocument();
    fireEvent.mouseLeave(toast);

    // Keyboard: Tab reaches the link; while focus is in the toast, also moving to its close button, it stays.
    const link = screen.getByRole('link', { name: 'Přejít do košíku' });
    act(() => link.focus());
    act(() => jest.advanceTimersByTime(2 * TOAST_DURATION_MS));
    act(() => screen.getByRole('button', { name: 'Zavřít oznámení' }).focus());
    act(() => jest.advanceTimersByTime(2 * TOAST_DURATION_MS));
    expect(screen.getByText(text)).toBeInTheDocument();

    act(() => screen.getByRole('button', { name: 'Přidat' }).focus());
    act(() => jest.advanceTimersByTime(900));
    expect(screen.getByText(text)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText(text)).not.toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

test('toasts: Escape inside a toast dismisses it', () => {
  renderInWidget(<AddedToast />);
  fireEvent.click(screen.getByRole('button', { name: 'Přidat' }));
  fireEvent.keyDown(screen.getByRole('link', { name: 'Přejít do košíku' }), { key: 'Escape' });
  expect(screen.queryByText('Produkt byl přidán do košíku.')).not.toBeInTheDocument();
});
