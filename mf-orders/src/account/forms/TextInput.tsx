import type { ComponentPropsWithoutRef } from 'react';
import { Input } from '@shop/shared/ui/input';
import type { FieldControlProps } from '@shop/shared/ui/field';

/** A Field's control bound to one string of a form's state. */
export function TextInput({
  control,
  value,
  onValue,
  ...rest
}: { control: FieldControlProps; value: string; onValue: (value: string) => void } & Omit<ComponentPropsWithoutRef<'input'>, 'value' | 'onChange'>) {
  return <Input {...control} {...rest} value={value} onChange={(event) => onValue(event.target.value)} />;
}
