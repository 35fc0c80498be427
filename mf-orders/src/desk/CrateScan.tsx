import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { orderDeskCrate } from '@shop/shared/contract/order-desk';
import { useApiClient } from '@shop/shared/http/api-provider';
import { Input } from '@shop/shared/ui/input';
import { Alert } from '@shop/shared/ui/alert';
import { Button } from '@shop/shared/ui/button';
import { Field } from '@shop/shared/ui/field';
import { useErrorTexts } from './use-error-texts';

/** O-S12: scan a crate to open its order; an empty crate says so (O-X2). A read, so a mutation only for its pending and error state. */
export function CrateScan({ onOpen }: { onOpen: (orderNumber: string) => void }) {
  const { t } = useLingui();
  const api = useApiClient();
  const [code, setCode] = useState('');
  const lookup = useMutation({ mutationFn: (crate: string) => api.call(orderDeskCrate, { params: { code: crate } }) });
  const errors = useErrorTexts(lookup.error);
  return (
    <form
      aria-label={t`Najít objednávku podle přepravky`}
      onSubmit={(event) => {
        event.preventDefault();
        if (code.trim() === '') return;
        lookup.mutate(code.trim(), { onSuccess: (found) => onOpen(found.order_number) });
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
