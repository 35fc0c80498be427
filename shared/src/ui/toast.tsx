import { useLingui } from '@lingui/react/macro';
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from './focus-ring';
import { ButtonLink } from './button';
import { ShopLink } from '../routing/ShopLink';
import { CheckIcon, CloseIcon } from './icons/shop-icons';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

export interface ToastInput {
  kind: ToastKind;
  message: string;
  /** Milliseconds until it goes away; 0 keeps it until dismissed. Errors stay by default so nobody misses them. */
  durationMs?: number;
  /** The next step, as a link: "Přejít do košíku" after adding a product. */
  action?: { label: string; href: string };
}

export const TOAST_DURATION_MS = 5000;

interface ToastItem extends ToastInput {
  id: number;
  /** Bumped when the same toast is raised again while shown: its timer starts over instead of a copy stacking. */
  raised: number;
}

export interface ToastApi {
  show: (toast: ToastInput) => number;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

const Region = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.toast};
  inset-inline-end: ${({ theme }) => theme.spacing.md};
  inset-block-end: ${({ theme }) => theme.spacing.md};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  max-width: min(${({ theme }) => theme.sizes.toast}, calc(100vw - 2 * ${({ theme }) => theme.spacing.md}));
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Item = styled.div<{ $kind: ToastKind }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border-left: ${({ theme }) => theme.borders.accent} solid ${({ theme, $kind }) => theme.colors[$kind === 'error' ? 'danger' : $kind]};
  border-radius: ${({ theme }) => theme.radii.sm};
  /* A warning is told apart by its surface and icon too, not by the border's colour alone. */
  background: ${({ theme, $kind }) => ($kind === 'warning' ? theme.colors.warningSurface : theme.colors.background)};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

const Icon = styled.span<{ $kind: ToastKind }>`
  align-self: center;
  display: inline-flex;
  color: ${({ theme, $kind }) => ($kind === 'warning' ? theme.colors.warning : theme.colors.success)};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;


const Message = styled.p`
  flex: 1;
  margin: 0;
  align-self: center;
`;

const Dismiss = styled.button`
  min-width: ${({ theme }) => theme.sizes.control.sm};
  min-height: ${({ theme }) => theme.sizes.control.sm};
  display: inline-grid;
  place-content: center;
  border: none;
  background: none;
  color: inherit;
  cursor: pointer;
  ${focusRing}
`;

/**
 * Counts down while nobody is reading: pointer over the toast or focus in it stops the clock (WCAG 2.2.1), and it
 * goes on with the time that was left, not from the start.
 */
function useAutoHide(duration: number, onElapsed: () => void) {
  const [paused, setPaused] = useState({ hover: false, focus: false });
  const left = useRef(duration);
  const running = paused.hover || paused.focus ? false : duration > 0;
  useEffect(() => {
    if (!running) return;
    const started = Date.now();
    const timer = setTimeout(onElapsed, left.current);
    return () => {
      clearTimeout(timer);
      left.current = Math.max(0, left.current - (Date.now() - started));
    };
  }, [running, onElapsed]);
  return {
    onMouseEnter: () => setPaused((state) => ({ ...state, hover: true })),
    onMouseLeave: () => setPaused((state) => ({ ...state, hover: false })),
    onFocus: () => setPaused((state) => ({ ...state, focus: true })),
    onBlur: (event: FocusEvent<HTMLDivElement>) => {
      // Focus moving between the toast's own link and button is still reading it.
      if (!event.currentTarget.contains(event.relatedTarget)) setPaused((state) => ({ ...state, focus: false }));
    },
  };
}

function Toast({ toast, onDismiss }: { toast: ToastItem; onDismiss: (id: number) => void }) {
  const { t } = useLingui();
  const duration = toast.durationMs ?? (toast.kind === 'error' ? 0 : TOAST_DURATION_MS);
  const dismiss = useCallback(() => onDismiss(toast.id), [onDismiss, toast.id]);
  const pauseHandlers = useAutoHide(duration, dismiss);
  const dismissOnEscape = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') dismiss();
  };
  // A warning stays polite (nothing was lost, the user just has to act); only errors interrupt. The role is the
  // toast's, not the region's: an empty status region on every widget would be a landmark of nothing.
  return (
    <Item $kind={toast.kind} role={toast.kind === 'error' ? 'alert' : 'status'} data-kind={toast.kind} onKeyDown={dismissOnEscape} {...pauseHandlers}>
      {toast.kind === 'warning' && (
        <Icon $kind="warning" aria-hidden="true">
          ⚠
        </Icon>
      )}
      {toast.kind === 'success' && (
        <Icon $kind="success">
          <CheckIcon />
        </Icon>
      )}
      <Message>{toast.message}</Message>
      {toast.action && (
        // The shop's own link: inside the shell the router shows the page without reloading it.
        <ButtonLink as={ShopLink} to={toast.action.href} onClick={dismiss} $variant="primary" $size="sm">
          {toast.action.label}
        </ButtonLink>
      )}
      <Dismiss type="button" aria-label={t`Zavřít oznámení`} onClick={dismiss}>
        <CloseIcon />
      </Dismiss>
    </Item>
  );
}

/** Holds the toasts of one widget and shows them in a corner of the viewport. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);
  // What is on screen, readable inside `show` (which must answer the id at once, not in a state updater).
  const shown = useRef<ToastItem[]>([]);
  useLayoutEffect(() => {
    shown.current = toasts;
  }, [toasts]);
  const show = useCallback((toast: ToastInput) => {
    // The same warning clicked twice is one toast shown longer, not two identical ones.
    const same = shown.current.find((item) => item.kind === toast.kind && item.message === toast.message);
    if (same) {
      setToasts((list) => list.map((item) => (item.id === same.id ? { ...item, raised: item.raised + 1 } : item)));
      return same.id;
    }
    const id = nextId.current++;
    const item = { ...toast, id, raised: 0 };
    shown.current = [...shown.current, item];
    setToasts((list) => [...list, item]);
    return id;
  }, []);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <Region>
        {/* The live region exists before any toast does: screen readers skip regions inserted with their content. */}
        <Stack aria-live="polite">
          {toasts
            .filter((toast) => toast.kind !== 'error')
            .map((toast) => (
              // Raised again, it is put in anew: its timer starts over and the live region reads it again.
              <Toast key={`${toast.id}-${toast.raised}`} toast={toast} onDismiss={dismiss} />
            ))}
        </Stack>
        {/* Errors are alerts of their own, not nested in the polite region (one announcement each). */}
        <Stack>
          {toasts
            .filter((toast) => toast.kind === 'error')
            .map((toast) => (
              <Toast key={`${toast.id}-${toast.raised}`} toast={toast} onDismiss={dismiss} />
            ))}
        </Stack>
      </Region>
    </ToastContext.Provider>
  );
}

/** `const toast = useToast(); toast.show({ kind: 'success', message: t\`Úspěšně uloženo.\` })` */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a <ToastProvider> (WidgetProviders adds one)');
  return api;
}
