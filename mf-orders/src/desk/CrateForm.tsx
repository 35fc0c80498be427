import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Input } from '@shop/shared/ui/input';
import { Alert } from '@shop/shared/ui/alert';
import { Button } from '@shop/shared/ui/button';
import { Field } from '@shop/shared/ui/field';
import type { useDeskChanges } from './queries';
import { useErrorTexts } from './use-error-texts';

/** O-S12: a keyboard-wedge scanner types the crate's code and presses Enter, which submits. */
export function CrateForm({ orderNumber, crate, assign }: { orderNumber: string; crate: string | null; assign: ReturnType<typeof useDeskChanges>['crate'] }) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const errors = useErrorTexts(assign.error);
  return (
    <form
      aria-label={t`Přepravka`}
      onSubmit={(event) => {
        event.preventDefault();
        assign.mutate({ params: { order_number: orderNumber }, body: { crate: code } }, { onSuccess: () => setCode('') });
      }}
    >
      <p data-testid="order-crate">{crate ? <Trans>Přepravka: {crate}</Trans> : <Trans>Bez přepravky</Trans>}</p>
      <Field label={t`Naskenujte přepravku`} errors={errors.field('crate')} required>
        {(control) => <Input {...control} value={code} autoComplete="off" onChange={(event) => setCode(event.target.value)} />}
      </Field>
      {errors.general && errors.field('crate').length === 0 && <Alert kind="error">{errors.general}</Alert>}
      <Button type="submit" variant="secondary" busy={assign.isPending}>
        <Trans>Vložit do přepravky</Trans>
      </Button>
    </form>
  );
}
