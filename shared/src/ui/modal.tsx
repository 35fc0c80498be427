import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from './focus-ring';
import { activeElementFor, focusableIn } from './focusable';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, on the close button and on a click on the backdrop. */
  onClose: () => void;
  /** Shown as the heading and used as the dialog's accessible name. */
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing.md};
  background: ${({ theme }) => theme.colors.backdrop};
`;

const Dialog = styled.div`
  width: min(${({ theme }) => theme.sizes.dialog}, 100%);
  max-height: calc(100vh - 2 * ${({ theme }) => theme.spacing.md});
  overflow: auto;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  outline: none;
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => `${theme.spacing.md} ${theme.spacing.lg}`};
  border-bottom: ${({ theme }) => theme.borders.hairline} solid ${({ theme }) => theme.colors.borderSubtle};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const CloseButton = styled.button`
  min-width: ${({ theme }) => theme.sizes.control.md};
  min-height: ${({ theme }) => theme.sizes.control.md};
  border: none;
  background: none;
  color: inherit;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  cursor: pointer;
  ${focusRing}
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.spacing.lg};
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => `${theme.spacing.md} ${theme.spacing.lg}`};
  border-top: ${({ theme }) => theme.borders.hairline} solid ${({ theme }) => theme.colors.borderSubtle};
`;

function OpenModal({ onClose, title, children, footer }: Omit<ModalProps, 'open'>) {
  const { t } = useLingui();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);

  // Focus moves into the dialog on open and back to where it was on close.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const previous = activeElementFor(dialog);
    const target = (bodyRef.current && focusableIn(bodyRef.current)[0]) ?? focusableIn(dialog)[0] ?? dialog;
    target.focus();
    return () => {
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    const dialog = dialogRef.current;
    if (event.key !== 'Tab' || !dialog) return;
    const items = focusableIn(dialog);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = activeElementFor(dialog);
    if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <Backdrop
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Dialog ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown}>
        <Header>
          <Title id={titleId}>{title}</Title>
          <CloseButton type="button" aria-label={t`Zavřít`} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </CloseButton>
        </Header>
        <Body ref={bodyRef}>{children}</Body>
        {footer && <Footer>{footer}</Footer>}
      </Dialog>
    </Backdrop>
  );
}

/**
 * A modal dialog: labelled by its title, keeps Tab inside, closes on Escape and returns focus
 * to the element that opened it. Rendered in place (no portal), so it also works inside a
 * widget's shadow root, where its styles live.
 */
export function Modal({ open, ...rest }: ModalProps) {
  return open ? <OpenModal {...rest} /> : null;
}
