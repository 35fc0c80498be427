import type { ComponentPropsWithRef } from 'react';
import styled, { css } from 'styled-components';
import { focusRing } from './focus-ring';
import { SpinnerRing } from './spinner';

/**
 * `primary` is the one main action of a view (add to cart, pay), `secondary` an equal alternative, `quiet` a minor action
 * beside them, `link` an action that reads as text, `danger` one that destroys.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonLookProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
  $fullWidth?: boolean;
}

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.infoSurface};
    }
  `,
  quiet: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.borderSubtle};
    &:hover:not(:disabled) {
      border-color: ${({ theme }) => theme.colors.border};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.onPrimary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.dangerHover};
    }
  `,
  link: css`
    background: none;
    color: ${({ theme }) => theme.colors.primary};
    padding-inline: 0;
    text-decoration: underline;
  `,
};

const paddings = {
  sm: css`
    padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.smd}`};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  `,
  md: css`
    padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  `,
  lg: css`
    padding: ${({ theme }) => `${theme.spacing.smd} ${theme.spacing.lg}`};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  `,
};

/** The look of a button, for a button and for a link that starts a flow ("Ocenit zařízení" is a link styled so). */
export const buttonLook = css<ButtonLookProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.sm};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  min-height: ${({ theme, $size = 'md' }) => theme.sizes.control[$size]};
  border: ${({ theme }) => theme.borders.strong} solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-decoration: none;
  cursor: pointer;
  ${({ $size = 'md' }) => paddings[$size]}
  ${({ $variant = 'primary' }) => variants[$variant]}
  ${focusRing}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Disables the button and shows a spinner while an action runs. */
  busy?: boolean;
  fullWidth?: boolean;
}

const StyledButton = styled.button<ButtonLookProps>`
  ${buttonLook}
`;

/** A button that never submits a form by accident: `type` defaults to "button". */
export function Button({ variant = 'primary', size = 'md', busy = false, fullWidth = false, type = 'button', disabled, children, ...rest }: ButtonProps) {
  return (
    <StyledButton
      {...rest}
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy && <SpinnerRing $size="small" />}
      {children}
    </StyledButton>
  );
}

/**
 * A link that looks like a button: it goes somewhere, so it stays a link for assistive technology. A page renders its
 * router's link with it: `<ButtonLink as={Link} to="/vykup/" $variant="primary">`.
 */
export const ButtonLink = styled.a<ButtonLookProps>`
  ${buttonLook}
`;
