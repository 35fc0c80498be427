import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled, { css } from 'styled-components';

// Native inputs, drawn by the kit: the browser keeps the keyboard (Space, arrows between radios), the form value and
// what a screen reader says; only the look is ours.

const box = css`
  appearance: none;
  flex: none;
  display: inline-grid;
  place-content: center;
  width: ${({ theme }) => theme.sizes.icon.lg};
  height: ${({ theme }) => theme.sizes.icon.lg};
  margin: 0;
  border: ${({ theme }) => `${theme.borders.strong} solid ${theme.colors.border}`};
  background: ${({ theme }) => theme.colors.background};
  cursor: pointer;

  &:checked {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: ${({ theme }) => `${theme.focus.width} solid ${theme.colors.focus}`};
    outline-offset: ${({ theme }) => theme.focus.offset};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

/** The kit's checkbox alone, for a Field that gives it its label. */
export const CheckboxInput = styled.input.attrs({ type: 'checkbox' })`
  ${box}
  border-radius: ${({ theme }) => theme.radii.sm};
  &:checked {
    background: ${({ theme }) => theme.colors.primary};
  }
  /* The tick: a rotated corner, drawn in the input's own box so no extra element can drift from it. */
  &:checked::before {
    content: '';
    width: 35%;
    height: 60%;
    margin-top: -15%;
    border: solid ${({ theme }) => theme.colors.onPrimary};
    border-width: ${({ theme }) => `0 ${theme.borders.strong} ${theme.borders.strong} 0`};
    transform: rotate(45deg);
  }
`;

const RadioInput = styled.input.attrs({ type: 'radio' })`
  ${box}
  border-radius: 50%;
  &:checked::before {
    content: '';
    width: ${({ theme }) => theme.spacing.smd};
    height: ${({ theme }) => theme.spacing.smd};
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
  }
`;

const SwitchInput = styled.input.attrs({ type: 'checkbox', role: 'switch' })`
  ${box}
  width: calc(2 * ${({ theme }) => theme.sizes.icon.lg});
  border-radius: ${({ theme }) => theme.radii.pill};
  place-content: center start;
  padding: ${({ theme }) => theme.spacing.xxs};
  transition: background ${({ theme }) => theme.motion.fast};
  &::before {
    content: '';
    width: ${({ theme }) => theme.sizes.icon.sm};
    height: ${({ theme }) => theme.sizes.icon.sm};
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.border};
    transition: transform ${({ theme }) => theme.motion.fast};
  }
  &:checked {
    background: ${({ theme }) => theme.colors.primary};
  }
  &:checked::before {
    background: ${({ theme }) => theme.colors.onPrimary};
    transform: translateX(${({ theme }) => theme.sizes.icon.lg});
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &::before {
      transition: none;
    }
  }
`;

const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  min-height: ${({ theme }) => theme.sizes.control.md};
  cursor: pointer;
`;

/** Choices one under another (a facet's values, a fieldset of options): each row its own full target. */
export const ChoiceList = styled.div`
  display: grid;
  justify-items: start;
`;

export interface ChoiceProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  label: ReactNode;
}

/** A checkbox with its label; the whole row is the target. */
export function Checkbox({ label, ...rest }: ChoiceProps) {
  return (
    <Label>
      <CheckboxInput {...rest} />
      <span>{label}</span>
    </Label>
  );
}

/** One radio of a group: give the group the same `name` and wrap it in a fieldset with a legend. */
export function Radio({ label, ...rest }: ChoiceProps) {
  return (
    <Label>
      <RadioInput {...rest} />
      <span>{label}</span>
    </Label>
  );
}

/** An on/off setting that applies at once (role switch, read "zapnuto/vypnuto"); a choice sent with a form is a Checkbox. */
export function Switch({ label, ...rest }: ChoiceProps) {
  return (
    <Label>
      <SwitchInput {...rest} />
      <span>{label}</span>
    </Label>
  );
}
