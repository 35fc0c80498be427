import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { STOCK_QUANTITY_MAX, STOCK_REASON_MAX, type AdminProductDetail } from '@shop/shared/contract/admin-products';
import type { Locale } from '@shop/shared/contract/common';
import { Button } from '@shop/shared/ui/button';
import { Field } from '@shop/shared/ui/field';
import { Input } from '@shop/shared/ui/input';
import { useProductWrites } from './product-queries';
import { useFormOutcome } from '@shop/shared/query/form-error';
import { TableScroll } from '@shop/shared/ui/table-scroll';

const Locations = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.sizes.column.md}, 1fr));
  column-gap: ${({ theme }) => theme.spacing.md};
`;

/** Pieces per store and in the central warehouse; a save needs a reason and is audited per location. */
export function StockTab({ product }: { product: AdminProductDetail }) {
  const { t, i18n } = useLingui();
  const writes = useProductWrites(product.id, i18n.locale as Locale);
  const outcome = useFormOutcome(t`Sklad se nepodařilo uložit.`);
  const [warehouse, setWarehouse] = useState(String(product.stock.warehouse));
  const [stores, setStores] = useState<Record<number, string>>(() => Object.fromEntries(product.stock.stores.map((row) => [row.store_id, String(row.quantity)])));
  const [reason, setReason] = useState('');
  const dateTime = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeStyle: 'short' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      version: product.version,
      reason,
      warehouse: Number(warehouse),
      stores: product.stock.stores.map((row) => ({ store_id: row.store_id, quantity: Number(stores[row.store_id] ?? 0) })),
    };
    if (await outcome.run(() => writes.stock.mutateAsync({ params: { id: product.id }, body }))) setReason('');
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label={t`Sklad`} noValidate>
      <Locations>
        <Field label={t`Centrální sklad`} errors={outcome.errorsAt('warehouse')}>
          {(control) => <Input {...control} type="number" min={0} max={STOCK_QUANTITY_MAX} inputMode="numeric" value={warehouse} onChange={(event) => setWarehouse(event.target.value)} />}
        </Field>
        {product.stock.stores.map((row, index) => (
          <Field key={row.store_id} label={`${row.name}, ${row.city}`} errors={outcome.errorsAt('stores', String(index), 'quantity').concat(outcome.errorsAt('stores', String(index), 'store_id'))}>
            {(control) => (
              <Input
                {...control}
                type="number"
                min={0}
                max={STOCK_QUANTITY_MAX}
                inputMode="numeric"
                value={stores[row.store_id] ?? '0'}
                onChange={(event) => setStores((current) => ({ ...current, [row.store_id]: event.target.value }))}
              />
            )}
          </Field>
        ))}
      </Locations>
      <Field label={t`Důvod změny`} errors={outcome.errorsAt('reason')} required hint={t`Uloží se do historie změn skladu.`}>
        {(control) => <Input {...control} maxLength={STOCK_REASON_MAX} value={reason} onChange={(event) => setReason(event.target.value)} />}
      </Field>
      <Button type="submit" busy={writes.stock.isPending}>
        <Trans>Uložit sklad</Trans>
      </Button>
      <h3>
        <Trans>Historie změn</Trans>
      </h3>
      {product.stock.changes.length === 0 ? (
        <p>
          <Trans>Zatím žádné změny.</Trans>
        </p>
      ) : (
        <TableScroll label={t`Poslední změny skladu`}>
          <table>
            <caption>
              <Trans>Poslední změny skladu</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">{t`Kdy`}</th>
                <th scope="col">{t`Místo`}</th>
                <th scope="col">{t`Kusů`}</th>
                <th scope="col">{t`Důvod`}</th>
                <th scope="col">{t`Kdo`}</th>
              </tr>
            </thead>
            <tbody>
              {product.stock.changes.map((change, index) => (
                <tr key={`${change.created_at}-${index}`}>
                  <td>{dateTime.format(new Date(change.created_at))}</td>
                  <td>{change.location_name}</td>
                  <td>
                    {change.previous_quantity} → {change.quantity}
                  </td>
                  <td>{change.reason}</td>
                  <td>{change.user_email}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </form>
  );
}
