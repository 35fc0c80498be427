import type { ComponentPropsWithoutRef } from 'react';
import { Field } from '../field';
import { Input } from '../input';

export interface FilterInputProps extends Omit<ComponentPropsWithoutRef<'input'>, 'value' | 'onChange' | 'type'> {
  label: string;
  type: 'search' | 'date';
  value: string | undefined;
  /** An emptied box clears the filter (undefined). */
  onChange: (value: string | undefined) => void;
}

/** One typed filter of a staff grid (a search box, a day): a labelled input whose empty value means "no filter". */
export function FilterInput({ label, type, value, onChange, ...rest }: FilterInputProps) {
  return (
    <Field label={label}>
      {(control) => <Input {...rest} {...control} type={type} value={value ?? ''} onChange={(event) => onChange(event.target.value || undefined)} />}
    </Field>
  );
}
