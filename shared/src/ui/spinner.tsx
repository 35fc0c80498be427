import { useLingui } from '@lingui/react/macro';
import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from './visually-hidden';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/** The turning ring alone, hidden from assistive technology (a busy Button uses it beside its own text). */
export const SpinnerRing = styled.span.attrs({ 'aria-hidden': true })<{ $size?: 'small' | 'medium' }>`
  display: inline-block;
  width: ${({ $size, theme }) => ($size === 'small' ? '1em' : theme.spacing.xl)}; /* literal-ok: small follows the text */
  height: ${({ $size, theme }) => ($size === 'small' ? '1em' : theme.spacing.xl)}; /* literal-ok: small follows the text */
  border: 0.2em solid currentColor; /* literal-ok: a fifth of the text, at any size */
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  vertical-align: middle;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

const Wrapper = styled.span`
  display: inline-flex;
  align-items: center;
  color: ${({ theme }) => theme.colors.primary};
`;

/** A loading indicator announced to screen readers with `label` (default "Načítání…"). */
export function Spinner({ label, size = 'medium' }: { label?: string; size?: 'small' | 'medium' }) {
  const { t } = useLingui();
  return (
    <Wrapper role="status">
      <SpinnerRing $size={size} />
      <VisuallyHidden>{label ?? t`Načítání…`}</VisuallyHidden>
    </Wrapper>
  );
}
