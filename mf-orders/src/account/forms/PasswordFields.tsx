import { Trans, useLingui } from '@lingui/react/macro';
import { Field } from '@shop/shared/ui/field';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@shop/shared/validation/password';
import { TextInput } from './TextInput';

export interface PasswordPair {
  password: string;
  password_confirmation: string;
}

/** The new password and its repetition, with the rules spelled out before the user types. */
export function PasswordFields({
  value,
  onChange,
  errorsAt,
  label,
}: {
  value: PasswordPair;
  onChange: (value: PasswordPair) => void;
  errorsAt: (field: keyof PasswordPair) => string[];
  label?: string;
}) {
  const { t } = useLingui();
  const min = PASSWORD_MIN_LENGTH;
  const max = PASSWORD_MAX_LENGTH;
  return (
    <>
      <Field
        label={label ?? t`Heslo`}
        required
        errors={errorsAt('password')}
        hint={<Trans>Alespoň {min} a nejvýše {max} znaků: velké a malé písmeno, číslice a speciální znak.</Trans>}
      >
        {(control) => (
          <TextInput control={control} type="password" autoComplete="new-password" value={value.password} onValue={(password) => onChange({ ...value, password })} />
        )}
      </Field>
      <Field label={t`Heslo znovu`} required errors={errorsAt('password_confirmation')}>
        {(control) => (
          <TextInput
            control={control}
            type="password"
            autoComplete="new-password"
            value={value.password_confirmation}
            onValue={(password_confirmation) => onChange({ ...value, password_confirmation })}
          />
        )}
      </Field>
    </>
  );
}
