import { useId } from 'react';
import styled from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { focusRing } from './focus-ring';
import { MinusIcon, PlusIcon } from './icons/shop-icons';

export interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  /** What is counted, e.g. the product's name: the field is read as "Počet kusů: iPhone 15". */
  label: string;
  disabled?: boolean;
}

/**
 * A quantity: minus, the number, plus. The number is a native spin button (arrow keys step, typing works); the
 * buttons stop at the bounds instead of sending a value the server refuses.
 */
export function QuantityStepper({ value, onChange, min = 1, max = 99, label, disabled = false }: QuantityStepperProps) {
  const { t } = useLingui();
  const id = useId();
  const clamp = (next: number) => Math.min(max, Math.max(min, next));
  return (
    <Group role="group" aria-labelledby={`${id}-label`}>
      <Hidden id={`${id}-label`}>{t`Počet kusů: ${label}`}</Hidden>
      <Step type="button" aria-label={t`Ubrat kus`} disabled={disabled || value <= min} onClick={() => onChange(clamp(value - 1))}>
        <MinusIcon size="sm" />
      </Step>
      <Count
        type="number"
        inputMode="numeric"
        aria-labelledby={`${id}-label`}
        value={value}
        min={min}
        max={max}
        disabled={disabled}
        onChange={(event) => {
          const typed = event.target.valueAsNumber;
          if (!Number.isNaN(typed)) onChange(clamp(Math.round(typed)));
        }}
      />
      <Step type="button" aria-label={t`Přidat kus`} disabled={disabled || value >= max} onClick={() => onChange(clamp(value + 1))}>
        <PlusIcon size="sm" />
      </Step>
    </Group>
  );
}

const Group = styled.div`
  display: inline-flex;
  align-items: stretch;
  border: ${({ theme }) => `${theme.borders.hairline} solid ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
`;

const Hidden = styled.span`
  display: none;
`;

const Step = styled.button`
  display: inline-grid;
  place-content: center;
  min-width: ${({ theme }) => theme.sizes.control.md};
  min-height: ${({ theme }) => theme.sizes.control.md};
  border: 0;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  ${focusRing}
  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Count = styled.input`
  width: ${({ theme }) => theme.sizes.control.lg};
  border: 0;
  text-align: center;
  font: inherit;
  font-variant-numeric: tabular-nums;
  -moz-appearance: textfield;
  &::-webkit-inner-spin-button,
  &::-webkit-outer-spin-button {
    appearance: none;
    margin: 0;
  }
  ${focusRing}
`;
