import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { ATTRIBUTE_VALUE_MAX, type AdminProductDetail } from '@shop/shared/contract/admin-products';
import type { Locale } from '@shop/shared/contract/common';
import { Button } from '@shop/shared/ui/button';
import { Field } from '@shop/shared/ui/field';
import { Input } from '@shop/shared/ui/input';
import { useProductWrites } from './product-queries';
import { useFormOutcome } from '@shop/shared/query/form-error';

/**
 * Values of the type device's dynamic attributes, each with its unit and the values other products
 * have as suggestions; an emptied field removes the value.
 */
export function AttributesTab({ product }: { product: AdminProductDetail }) {
  const { t, i18n } = useLingui();
  const listId = useId();
  const writes = useProductWrites(product.id, i18n.locale as Locale);
  const outcome = useFormOutcome(t`Parametry se nepodařilo uložit.`);
  const [draft, setDraft] = useState<Record<number, string>>(() => Object.fromEntries(product.attributes.map((row) => [row.attribute_id, row.value])));

  if (product.attributes.length === 0) {
    return (
      <p>
        <Trans>Typ zařízení {product.type_device.name} nemá žádné parametry.</Trans>
      </p>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = product.attributes.map((row) => ({ attribute_id: row.attribute_id, value: draft[row.attribute_id] ?? '' }));
    void outcome.run(() => writes.attributes.mutateAsync({ params: { id: product.id }, body: { version: product.version, values } }));
  };

  return (
    <form onSubmit={submit} aria-label={t`Parametry`} noValidate>
      <p>
        <Trans>Parametry typu zařízení {product.type_device.name}. Prázdné pole hodnotu odebere.</Trans>
      </p>
      {product.attributes.map((row) => {
        const label = row.unit ? `${row.name} (${row.unit})` : row.name;
        return (
          <Field key={row.attribute_id} label={label} errors={outcome.errorsAt('values', String(row.attribute_id))}>
            {(control) => (
              <>
                <Input
                  {...control}
                  list={`${listId}-${row.attribute_id}`}
                  maxLength={ATTRIBUTE_VALUE_MAX}
                  data-code={row.code}
                  value={draft[row.attribute_id] ?? ''}
                  onChange={(event) => setDraft((current) => ({ ...current, [row.attribute_id]: event.target.value }))}
                />
                <datalist id={`${listId}-${row.attribute_id}`}>
                  {row.choices.map((choice) => (
                    <option key={choice} value={choice} />
                  ))}
                </datalist>
              </>
            )}
          </Field>
        );
      })}
      <Button type="submit" busy={writes.attributes.isPending}>
        <Trans>Uložit parametry</Trans>
      </Button>
    </form>
  );
}
