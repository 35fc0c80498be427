import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { controlStyle } from './input';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'children'> {
  options: readonly SelectOption[];
  /** First option with the empty value, e.g. "Vyberte výrobce"; choosing it clears the selection. */
  placeholder?: string;
}

/** lucide's chevron-down as a data URL in the text colour: the native arrow differs per browser and cannot be styled. */
const chevron = (colour: string) =>
  `url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='${colour}' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'><path d='m6 9 6 6 6-6'/></svg>`,
  )}")`;

const StyledSelect = styled.select`
  ${controlStyle}
  appearance: none;
  padding-inline-end: ${({ theme }) => theme.spacing.xxl};
  background-image: ${({ theme }) => chevron(theme.colors.text)};
  background-repeat: no-repeat;
  background-position: right ${({ theme }) => theme.spacing.smd} center;
  background-size: ${({ theme }) => `${theme.sizes.icon.md} ${theme.sizes.icon.md}`};
  cursor: pointer;
`;

/** A native select (keyboard and screen reader support for free) in the kit's look, with the kit's chevron; works inside Field. */
export function Select({ options, placeholder, ...rest }: SelectProps) {
  return (
    <StyledSelect {...rest}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
    </StyledSelect>
  );
}
