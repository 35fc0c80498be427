import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { PackagingLine } from '@shop/shared/contract/order-packaging';
import { Button } from '@shop/shared/ui/button';
import { Field } from '@shop/shared/ui/field';

/** A line without serial numbers (a case, a cable): the packer confirms how many pieces went into the parcel. */
export function CountForm({ line, disabled, busy, errors, onCount }: { line: PackagingLine; disabled: boolean; busy: boolean; errors: string[]; onCount: (quantity: number) => void }) {
  const { t } = useLingui();
  const [quantity, setQuantity] = useState(String(line.quantity));
  return (
    <form
      aria-label={t`Potvrdit počet ${line.product_code}`}
      onSubmit={(event) => {
        event.preventDefault();
        onCount(Number(quantity));
      }}
    >
      <Field label={t`Zabaleno kusů ${line.product_code}`} errors={errors}>
        {(control) => (
          <input {...control} type="number" min={0} max={line.quantity} value={quantity} disabled={disabled} onChange={(event) => setQuantity(event.target.value)} />
        )}
      </Field>
      <Button type="submit" variant="secondary" busy={busy} disabled={disabled}>
        <Trans>Potvrdit počet</Trans>
      </Button>
    </form>
  );
}
