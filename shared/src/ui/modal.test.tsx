import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderInWidget } from '../widget/render-in-widget';
import { Button } from './button';
import { Modal } from './modal';

function PurgeEntry({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Vyčistit cache</Button>
      <Modal open={open} onClose={close} title="Purge cache" footer={<Button onClick={close}>Hotovo</Button>}>
        <label>
          URL <input />
        </label>
      </Modal>
    </>
  );
}

function openModal() {
  const opener = screen.getByRole('button', { name: 'Vyčistit cache' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

test('opens labelled by its title with focus inside, on the first control of its content', () => {
  renderInWidget(<PurgeEntry />);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  openModal();
  const dialog = screen.getByRole('dialog', { name: 'Purge cache' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(screen.getByRole('textbox', { name: 'URL' })).toHaveFocus();
});

test('Tab and Shift+Tab wrap around inside the dialog', () => {
  renderInWidget(<PurgeEntry />);
  openModal();
  const close = screen.getByRole('button', { name: 'Zavřít' });
  const done = screen.getByRole('button', { name: 'Hotovo' });

  done.focus();
  fireEvent.keyDown(done, { key: 'Tab' });
  expect(close).toHaveFocus();

  fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
  expect(done).toHaveFocus();
});

test('Escape closes it and gives focus back to the opener', () => {
  const onClose = jest.fn();
  renderInWidget(<PurgeEntry onClose={onClose} />);
  const opener = openModal();

  act(() => {
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'URL' }), { key: 'Escape' });
  });

  expect(onClose).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});

test('a click on the backdrop closes it, a click inside does not', () => {
  const onClose = jest.fn();
  renderInWidget(<PurgeEntry onClose={onClose} />);
  openModal();
  const dialog = screen.getByRole('dialog');

  fireEvent.mouseDown(dialog);
  expect(onClose).not.toHaveBeenCalled();
  fireEvent.mouseDown(dialog.parentElement as HTMLElement);
  expect(onClose).toHaveBeenCalledTimes(1);
});

test('the close button speaks the active language', () => {
  renderInWidget(<PurgeEntry />, { locale: 'ro' });
  openModal();
  expect(screen.getByRole('button', { name: 'Închide' })).toBeInTheDocument();
});
