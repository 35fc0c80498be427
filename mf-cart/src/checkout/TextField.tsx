import type { HTMLInputAutoCompleteAttribute, ReactNode } from 'react';
import { Field } from '@shop/shared/ui/field';
import { Input } from '@shop/shared/ui/input';

/** A labelled text box of the checkout, showing the value as typed and its field's messages. */
export function TextField({
  label,
  value,
  onChange,
  errors,
  required,
  autoComplete,
  type = 'text',
  hint,
  testId,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  errors: readonly string[];
  required?: boolean;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  type?: 'text' | 'email' | 'tel';
  hint?: ReactNode;
  testId: string;
}) {
  return (
    <Field label={label} errors={errors} required={required} hint={hint}>
      {(control) => <Input {...control} type={type} value={value} autoComplete={autoComplete} onChange={(event) => onChange(event.target.value)} data-testid={testId} />}
    </Field>
  );
}
