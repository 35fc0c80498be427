import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Input } from '@shop/shared/ui/input';
import { Alert } from '@shop/shared/ui/alert';
import { Button } from '@shop/shared/ui/button';
import { Field } from '@shop/shared/ui/field';
import { useCrateLookup } from './queries';
import { useErrorTexts } from './use-error-texts';

/** O-S12: scan a crate to open its order; an empty crate says so (O-X2). A read, so a mutation only for its pending and error state. */
export function CrateScan({ onOpen }: { onOpen: (orderNumber: string) => void }) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const lookup = useCrateLookup();
  const errors = useErrorTexts(lookup.error);
  return (
    <form
      aria-label={t`Najít objednávku podle přepravky`}
      onSubmit={(event) => {
        event.preventDefault();
        if (code.trim() === '') return;
        lookup.mutate({ params: { code: code.trim() } }, { onSuccess: (found) => onOpen(found.data.order_number) });
      }}
    >
      <Field label={t`Kód přepravky`}>{(control) => <Input {...control} value={code} autoComplete="off" onChange={(event) => setCode(event.target.value)} data-testid="crate-scan" />}</Field>
      {errors.general && <Alert kind="error">{errors.general}</Alert>}
      <Button type="submit" variant="secondary" busy={lookup.isPending}>
        <Trans>Najít objednávku</Trans>
      </Button>
    </form>
  );
}
