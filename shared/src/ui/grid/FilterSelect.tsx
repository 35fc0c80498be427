import { Field } from '../field';
import { Select, type SelectOption } from '../select';

export interface FilterSelectProps<T extends string> {
  label: string;
  value: T | undefined;
  /** The first option, meaning "no filter" ("Všechny", "Vše"). */
  anyLabel: string;
  options: readonly SelectOption[];
  onChange: (value: T | undefined) => void;
}

/** One filter of a staff grid: a labelled select whose empty first option clears the filter. */
export function FilterSelect<T extends string>({ label, value, anyLabel, options, onChange }: FilterSelectProps<T>) {
  return (
    <Field label={label}>
      {(control) => (
        <Select {...control} value={value ?? ''} placeholder={anyLabel} options={options} onChange={(event) => onChange((event.target.value || undefined) as T | undefined)} />
      )}
    </Field>
  );
}
