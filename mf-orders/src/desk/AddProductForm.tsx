import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Input } from '@shop/shared/ui/input';
import { Alert } from '@shop/shared/ui/alert';
import { Button } from '@shop/shared/ui/button';
import { Field } from '@shop/shared/ui/field';
import type { useDeskChanges } from './queries';
import { useErrorTexts } from './use-error-texts';

/** O-R5: add pieces of a product by its code; the totals are the server's. */
export function AddProductForm({ orderNumber, addProduct }: { orderNumber: string; addProduct: ReturnType<typeof useDeskChanges>['addProduct'] }) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const [quantity, setQuantity] = useState('1');
  const errors = useErrorTexts(addProduct.error);
  const fieldMessages = errors.field('product_code').length + errors.field('quantity').length;
  return (
    <form
      aria-label={t`Přidat produkt`}
      onSubmit={(event) => {
        event.preventDefault();
        addProduct.mutate({ params: { order_number: orderNumber }, body: { product_code: code, quantity: Number(quantity) } }, { onSuccess: () => setCode('') });
      }}
    >
      <Field label={t`Kód produktu`} errors={errors.field('product_code')} required>
        {(control) => <Input {...control} value={code} onChange={(event) => setCode(event.target.value)} data-testid="add-product-code" />}
      </Field>
      <Field label={t`Množství`} errors={errors.field('quantity')} required>
        {(control) => <Input {...control} type="number" min={1} max={99} value={quantity} onChange={(event) => setQuantity(event.target.value)} />}
      </Field>
      {errors.general && fieldMessages === 0 && <Alert kind="error">{errors.general}</Alert>}
      <Button type="submit" busy={addProduct.isPending}>
        <Trans>Přidat produkt</Trans>
      </Button>
    </form>
  );
}
