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

const StyledSelect = styled.select`
  ${controlStyle}
`;

/** A native select (keyboard and screen reader support for free) in the kit's look; works inside Field. */
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
