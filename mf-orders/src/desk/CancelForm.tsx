import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Alert } from '@shop/shared/ui/alert';
import { Button } from '@shop/shared/ui/button';
import { Field } from '@shop/shared/ui/field';
import type { useDeskChanges } from './queries';
import { useErrorTexts } from './use-error-texts';

/** O-R4: cancel with a reason; the reason stays typed when the server refuses. */
export function CancelForm({ orderNumber, cancel }: { orderNumber: string; cancel: ReturnType<typeof useDeskChanges>['cancel'] }) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const errors = useErrorTexts(cancel.error);
  return (
    <form
      aria-label={t`Zrušit objednávku`}
      onSubmit={(event) => {
        event.preventDefault();
        cancel.mutate({ params: { order_number: orderNumber }, body: { reason } }, { onSuccess: () => setReason('') });
      }}
    >
      <Field label={t`Důvod zrušení`} errors={errors.field('reason')} required>
        {(control) => <textarea {...control} value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />}
      </Field>
      {errors.general && !errors.field('reason').length && <Alert kind="error">{errors.general}</Alert>}
      <Button type="submit" variant="danger" busy={cancel.isPending}>
        <Trans>Zrušit objednávku</Trans>
      </Button>
    </form>
  );
}
