import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { fieldErrorsAt } from '@shop/shared/http/api-error';
import { useMarket } from '@shop/shared/i18n/market-context';
import { DistrictSelect } from '@shop/shared/ui/district-select';
import { Field } from '@shop/shared/ui/field';
import { Input, TextArea } from '@shop/shared/ui/input';
import { Select, type SelectOption } from '@shop/shared/ui/select';
import { translateFieldMessages } from '@shop/shared/validation/issue-message';
import { useBuyout } from '../store/buyout-context';
import { PAYLOAD_PATH, type PersonalInfoTextField } from '../store/personal-info';

interface ControlProps {
  field: PersonalInfoTextField;
  label: string;
  required?: boolean;
  hint?: ReactNode;
}

/** A field's value and its messages (client or server, same shape) from the store, in the current language. */
function useFieldState(field: PersonalInfoTextField) {
  const { i18n } = useLingui();
  const value = useBuyout((state) => state.personalInfo[field]);
  const allErrors = useBuyout((state) => state.personalInfoErrors);
  const setPersonalInfo = useBuyout((state) => state.setPersonalInfo);
  return { value, errors: translateFieldMessages(fieldErrorsAt(allErrors, PAYLOAD_PATH[field]), i18n), set: (next: string) => setPersonalInfo(field, next) };
}

export function TextControl({ field, label, required, hint, autoComplete, inputMode, multiline }: ControlProps & {
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  multiline?: boolean;
}) {
  const { value, errors, set } = useFieldState(field);
  return (
    <Field label={label} errors={errors} required={required} hint={hint}>
      {(control) =>
        multiline ? (
          <TextArea {...control} name={field} value={value} onChange={(event) => set(event.target.value)} />
        ) : (
          <Input {...control} name={field} value={value} autoComplete={autoComplete} inputMode={inputMode} onChange={(event) => set(event.target.value)} />
        )
      }
    </Field>
  );
}

export function SelectControl({ field, label, required, hint, options, placeholder }: ControlProps & {
  options: readonly SelectOption[];
  placeholder: string;
}) {
  const { value, errors, set } = useFieldState(field);
  return (
    <Field label={label} errors={errors} required={required} hint={hint}>
      {(control) => <Select {...control} name={field} value={value} options={options} placeholder={placeholder} onChange={(event) => set(event.target.value)} />}
    </Field>
  );
}

/** An address's district: in RO the required county or Bucharest sector select (the values the server accepts), in CZ the optional okres. */
export function DistrictControl({ field, label, autoComplete }: Omit<ControlProps, 'required' | 'hint'> & { autoComplete?: string }) {
  const { market } = useMarket();
  const { value, errors, set } = useFieldState(field);
  if (market === 'CZ') return <TextControl field={field} label={label} autoComplete={autoComplete} />;
  return (
    <Field label={label} errors={errors} required>
      {(control) => <DistrictSelect {...control} name={field} value={value} autoComplete={autoComplete} onChange={(event) => set(event.target.value)} />}
    </Field>
  );
}
