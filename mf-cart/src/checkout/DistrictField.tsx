import { useLingui } from '@lingui/react/macro';
import { useMarket } from '@shop/shared/i18n/market-context';
import { DistrictSelect } from '@shop/shared/ui/district-select';
import { Field } from '@shop/shared/ui/field';
import { TextField } from './TextField';

/** The address's district: in RO the required county or Bucharest sector select couriers need; in CZ an optional part of town. */
export function DistrictField({ value, onChange, errors, autoComplete, testId }: { value: string; onChange: (value: string) => void; errors: readonly string[]; autoComplete: string; testId: string }) {
  const { t } = useLingui();
  const { market } = useMarket();
  if (market === 'CZ') return <TextField label={t`Obec nebo část obce`} value={value} onChange={onChange} errors={errors} autoComplete={`${autoComplete} address-level3`.trim()} testId={testId} />;
  return (
    <Field label={t`Župa nebo sektor`} errors={errors} required>
      {(control) => <DistrictSelect {...control} value={value} autoComplete={`${autoComplete} address-level1`.trim()} onChange={(event) => onChange(event.target.value)} data-testid={testId} />}
    </Field>
  );
}
