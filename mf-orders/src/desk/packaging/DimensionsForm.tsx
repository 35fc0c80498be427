import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import styled from 'styled-components';
import * as v from 'valibot';
import { PackageMeasuresSchema, type PackageMeasures } from '@shop/shared/contract/order-packaging';
import { translateIssue } from '@shop/shared/validation/messages';
import { Alert } from '@shop/shared/ui/alert';
import { Button } from '@shop/shared/ui/button';
import { Field } from '@shop/shared/ui/field';
import { Input } from '@shop/shared/ui/input';
import { useErrorTexts } from '../use-error-texts';

type MeasureField = keyof PackageMeasures;
const FIELDS: readonly MeasureField[] = ['weight_kg', 'width_cm', 'height_cm', 'depth_cm'];

/** What the packer typed, as the number the contract checks: Czech and Romanian write a decimal comma. */
function numberOf(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed.replace(',', '.'));
}

export interface DimensionsFormProps {
  initial: PackageMeasures | null;
  disabled: boolean;
  busy: boolean;
  /** The server's refusal; its field messages go under the fields. */
  error: unknown;
  onSubmit: (measures: PackageMeasures) => void;
}

/**
 * O-S13 / O-E2: the parcel's weight in kg and its width, height and depth in cm. Checked here with the contract's
 * own schema (a message under each wrong field, nothing sent), then by the server; what was typed is never cleared.
 */
export function DimensionsForm({ initial, disabled, busy, error, onSubmit }: DimensionsFormProps) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState<Record<MeasureField, string>>(() => ({
    weight_kg: initial ? i18n.number(initial.weight_kg, { maximumFractionDigits: 3 }) : '',
    width_cm: initial ? String(initial.width_cm) : '',
    height_cm: initial ? String(initial.height_cm) : '',
    depth_cm: initial ? String(initial.depth_cm) : '',
  }));
  const [localErrors, setLocalErrors] = useState<Partial<Record<MeasureField, string[]>>>({});
  const server = useErrorTexts(error);
  const errorsOf = (field: MeasureField) => localErrors[field] ?? server.field(field);
  const anyFieldError = FIELDS.some((field) => errorsOf(field).length > 0);
  const labels: Record<MeasureField, string> = {
    weight_kg: t`Hmotnost (kg)`,
    width_cm: t`Šířka (cm)`,
    height_cm: t`Výška (cm)`,
    depth_cm: t`Hloubka (cm)`,
  };
  return (
    <form
      aria-label={t`Hmotnost a rozměry zásilky`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = v.safeParse(PackageMeasuresSchema, Object.fromEntries(FIELDS.map((field) => [field, numberOf(values[field])])));
        if (!parsed.success) {
          const found: Partial<Record<MeasureField, string[]>> = {};
          for (const issue of parsed.issues) {
            const field = String(issue.path?.[0]?.key) as MeasureField;
            found[field] = [...(found[field] ?? []), translateIssue(issue, i18n)];
          }
          setLocalErrors(found);
          return;
        }
        setLocalErrors({});
        onSubmit(parsed.output);
      }}
    >
      <Sizes>
        {FIELDS.map((field) => (
          <Field key={field} label={labels[field]} errors={errorsOf(field)} required>
            {(control) => (
              <Input
                {...control}
                value={values[field]}
                disabled={disabled}
                inputMode={field === 'weight_kg' ? 'decimal' : 'numeric'}
                autoComplete="off"
                onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
                data-testid={`package-${field}`}
              />
            )}
          </Field>
        ))}
      </Sizes>
      {server.general && !anyFieldError && <Alert kind="error">{server.general}</Alert>}
      <Button type="submit" busy={busy} disabled={disabled}>
        <Trans>Uložit hmotnost a rozměry</Trans>
      </Button>
    </form>
  );
}


const Sizes = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
  width: 100%;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
